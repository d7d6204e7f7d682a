// A CSV file the generators write (records:generate and its feeds): rows kept in chunks, written
// when 2,000 are waiting, with a pause for the disk when its buffer is full, so memory stays flat
// at any count. Cells are quoted when they hold a comma, a quote or a line break.
import { once } from 'node:events'
import { createWriteStream, type WriteStream } from 'node:fs'

const csv = (v: string | undefined) => (v === undefined ? '' : /[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)

export class CsvOut<C extends string = string> {
  private chunk: string[] = []
  private readonly stream: WriteStream
  rows = 0
  constructor(
    path: string,
    private readonly header: readonly C[],
  ) {
    this.stream = createWriteStream(path)
    this.chunk.push(`${header.join(',')}\n`)
  }
  /** A row of cells in the header's order. */
  async row(cells: readonly (string | undefined)[]) {
    this.rows++
    this.chunk.push(`${cells.map(csv).join(',')}\n`)
    if (this.chunk.length >= 2000) await this.flush()
  }
  /** A row by column name (a missing one is empty). */
  record(row: Partial<Record<C, string>>) {
    return this.row(this.header.map((c) => row[c]))
  }
  private async flush() {
    const ok = this.stream.write(this.chunk.join(''))
    this.chunk = []
    if (!ok) await once(this.stream, 'drain')
  }
  /** Writes what is left and closes the file; its size in bytes. */
  async close() {
    this.stream.write(this.chunk.join(''))
    this.stream.end()
    await once(this.stream, 'finish')
    return this.stream.bytesWritten
  }
}
