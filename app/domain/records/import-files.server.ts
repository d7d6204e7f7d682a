import { createReadStream } from 'node:fs'
import { readdir, stat } from 'node:fs/promises'
import { basename, join } from 'node:path'
import { Readable } from 'node:stream'
import yauzl from 'yauzl'
import { headerOf } from './read-csv.server.ts'
import type { ImportFile, RecordSource } from './sources/source.ts'
import { AppError } from '~/lib/app-error.ts'

// Where an import's files come from (a folder, a ZIP, an upload) and which file of its source each
// is. Files that are not the source's are refused before any row is written, with a message that
// names what is missing: a file, or the columns a file lacks.

type ZipSource = string | Buffer

function openZip(source: ZipSource): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, zip?: yauzl.ZipFile) => (error || !zip ? reject(error ?? new Error('Unreadable ZIP')) : resolve(zip))
    if (typeof source === 'string') yauzl.open(source, { lazyEntries: true, autoClose: false }, done)
    else yauzl.fromBuffer(source, { lazyEntries: true, autoClose: false }, done)
  })
}

/** The ZIP's files (not folders), each opened on demand from the archive. */
async function zipFiles(source: ZipSource, label: string): Promise<ImportFile[]> {
  const zip = await openZip(source).catch(() => {
    throw new AppError('invalid', `${label} is not a readable ZIP file`)
  })
  const entries: yauzl.Entry[] = []
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      if (!entry.fileName.endsWith('/') && !basename(entry.fileName).startsWith('.') && !entry.fileName.startsWith('__MACOSX/')) entries.push(entry)
      zip.readEntry()
    })
    zip.on('end', resolve)
    zip.on('error', reject)
    zip.readEntry()
  })
  zip.close()
  return entries.map((entry) => ({
    name: entry.fileName,
    size: entry.uncompressedSize,
    open: async () => {
      const archive = await openZip(source)
      const stream = await new Promise<Readable>((resolve, reject) => {
        archive.openReadStream(entry, (error, s) => (error || !s ? reject(error ?? new Error('Unreadable entry')) : resolve(s)))
      })
      stream.on('close', () => archive.close())
      stream.on('end', () => archive.close())
      return stream
    },
  }))
}

const isZip = (name: string) => name.toLowerCase().endsWith('.zip')

/** A folder's files (its CSV files; a ZIP inside is read as its files), or a ZIP's, or one file. */
export async function filesOfPath(path: string): Promise<ImportFile[]> {
  const info = await stat(path).catch(() => null)
  if (!info) throw new AppError('invalid', `${path}: no such file or folder`)
  if (info.isFile()) return isZip(path) ? zipFiles(path, basename(path)) : [{ name: basename(path), size: info.size, open: () => createReadStream(path) }]
  const files: ImportFile[] = []
  for (const name of (await readdir(path)).sort()) {
    const full = join(path, name)
    const s = await stat(full)
    if (!s.isFile() || name.startsWith('.')) continue
    if (isZip(name)) files.push(...(await zipFiles(full, name)))
    else files.push({ name, size: s.size, open: () => createReadStream(full) })
  }
  return files
}

/** An upload's files, as kept in record_import_files (a ZIP is read as its files). */
export async function filesOfUploads(uploads: { name: string; bytes: Uint8Array }[]): Promise<ImportFile[]> {
  const files: ImportFile[] = []
  for (const u of uploads) {
    const bytes = Buffer.from(u.bytes)
    if (isZip(u.name)) files.push(...(await zipFiles(bytes, u.name)))
    else files.push({ name: u.name, size: bytes.length, open: () => Readable.from([bytes]) })
  }
  return files
}

/** Which file is which of the source's (by name), each checked for the columns it must have. Refused naming what is missing. */
export async function sourceFiles(source: RecordSource, files: ImportFile[]): Promise<Map<string, ImportFile>> {
  const byKey = new Map<string, ImportFile>()
  const left = [...files]
  for (const f of source.files) {
    const i = left.findIndex((file) => f.matches(file.name))
    if (i >= 0) byKey.set(f.key, left.splice(i, 1)[0]!)
  }
  // OSHA's two tables may come under any names, in their order (--inspections, --violations).
  if (byKey.size === 0 && files.length === source.files.length) source.files.forEach((f, i) => byKey.set(f.key, files[i]!))
  const missing = source.files.filter((f) => f.required && !byKey.has(f.key)).map((f) => f.name)
  if (missing.length > 0) throw new AppError('invalid', `Not ${source.label}: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing (files given: ${files.map((f) => f.name).join(', ') || 'none'})`)
  const problems: string[] = []
  for (const f of source.files) {
    const file = byKey.get(f.key)
    if (!file) continue
    const header = new Set(await headerOf(file))
    const lacking = f.columns.filter((c) => !header.has(c))
    if (lacking.length > 0) problems.push(`${file.name} is not ${f.name}: it has no column${lacking.length === 1 ? '' : 's'} ${lacking.join(', ')}`)
  }
  if (problems.length > 0) throw new AppError('invalid', `Not ${source.label}: ${problems.join('; ')}`)
  return byKey
}
