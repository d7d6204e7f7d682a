import { parse } from 'csv-parse/sync'
import { stringify } from 'csv-stringify/sync'
import { MAX_LINKS, productSchema, type ProductInput } from '~/domain/guides/model.ts'
import { AppError } from '~/lib/app-error.ts'
import type { DB } from '~/lib/db.server.ts'
import { parseForm } from '~/lib/form-fields.ts'
import { neutralizeCell, restoreCell } from '../business/csv-cells.ts'
import { saveProductIn } from './save-guides.admin.server.ts'

const LINK_COLUMNS = Array.from({ length: MAX_LINKS }, (_, i) => [`merchant${i + 1}`, `link${i + 1}`]).flat()
/** The products CSV's columns, in order (export and import alike). */
export const PRODUCT_CSV_COLUMNS = ['id', 'name', 'brand', 'model', 'category', 'subCategory', 'description', 'rating', 'price', 'currency', 'priceRange', 'popularity', 'image', ...LINK_COLUMNS]
/** An image a CSV row may name: one of the site's illustrations or a stored content image. */
const IMAGE = /^(\/product-images\/[a-z0-9-]+\.svg|content-images\/[a-f0-9-]{36}\.webp)$/
export const MAX_PRODUCT_ROWS = 1000

/** Every product as CSV (text cells neutralised against spreadsheet formulas). */
export async function exportProductsCsv(db: DB): Promise<string> {
  const rows = await db.selectFrom('products').selectAll().orderBy('category').orderBy('popularity').execute()
  const records = rows.map((p) => {
    const links = Array.from({ length: MAX_LINKS }, (_, i) => [p.links[i]?.merchant ?? '', p.links[i]?.url ?? '']).flat()
    return [p.id, p.name, p.brand, p.model, p.category, p.sub_category, p.description, String(Number(p.rating)), p.price === null ? '' : Number(p.price).toFixed(2), p.currency, p.price_range, String(p.popularity), p.image, ...links].map(neutralizeCell)
  })
  return stringify([PRODUCT_CSV_COLUMNS, ...records])
}

export type ImportProductsResult = { created: number; updated: number }

/** A refused file: its first problems (line and field each), as one message. */
const refused = (errors: string[]) => new AppError('invalid', errors.slice(0, 3).join(' '), { field: 'file' })

/**
 * Imports a products CSV, all or nothing: each row goes through the editor's schema and write
 * (saveProductIn, audited as product.import); a row whose slug exists updates that product. Any
 * refused row refuses the file (an AppError naming the lines and fields); the writes roll back.
 */
export async function importProductsCsv(db: DB, actor: { email: string }, text: string): Promise<ImportProductsResult> {
  let records: Record<string, string>[]
  try {
    records = parse(text, { columns: true, skip_empty_lines: true, bom: true, trim: true })
  } catch {
    throw refused(['The file is not a readable CSV file.'])
  }
  if (records.length === 0) throw refused(['The file has no products.'])
  if (records.length > MAX_PRODUCT_ROWS) throw refused([`At most ${MAX_PRODUCT_ROWS} products per file.`])
  const rows: { line: number; value: ProductInput; image: string | undefined }[] = []
  const errors: string[] = []
  for (const [i, record] of records.entries()) {
    const cell = (name: string) => restoreCell(record[name] ?? '')
    const fields = Object.fromEntries(PRODUCT_CSV_COLUMNS.filter((c) => !LINK_COLUMNS.includes(c)).map((c) => [c, cell(c)]))
    const links = Array.from({ length: MAX_LINKS }, (_, n) => ({ merchant: cell(`merchant${n + 1}`), url: cell(`link${n + 1}`) }))
    const parsed = parseForm(productSchema, { ...fields, links })
    const line = i + 2
    if (!parsed.ok) errors.push(...Object.entries(parsed.errors).map(([field, message]) => `Line ${line} (${field}): ${message}`))
    else if (fields.image && !IMAGE.test(fields.image)) errors.push(`Line ${line} (image): Image must be /product-images/….svg or a stored content image`)
    else rows.push({ line, value: parsed.value, image: fields.image || undefined })
  }
  if (errors.length) throw refused(errors)
  let created = 0
  let updated = 0
  await db.transaction().execute(async (trx) => {
    for (const row of rows) {
      const exists = await trx.selectFrom('products').select('id').where('id', '=', row.value.id).executeTakeFirst()
      try {
        await saveProductIn(trx, actor, exists ? row.value.id : null, row.value, row.image, 'product.import')
      } catch (error) {
        // The row's refusal, with its line: the whole file rolls back.
        if (error instanceof AppError) throw refused([`Line ${row.line}${error.field ? ` (${error.field})` : ''}: ${error.message}`])
        throw error
      }
      if (exists) updated++
      else created++
    }
  })
  return { created, updated }
}
