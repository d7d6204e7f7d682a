import { sql, type Kysely } from 'kysely'
import { todayIso, type BadgeEvidence } from '~/lib/audit-dates.ts'
import { stringify } from 'csv-stringify/sync'
import type { Database } from '~/lib/db-schema.ts'
import { flatScoreFields } from '~/domain/business/model.ts'
import { safetySummaryColumn, UNDERIVED } from '~/domain/safety-record/read-safety-record.server.ts'
import { LIST_SEPARATOR, BUSINESS_CSV_COLUMNS, neutralizeCell, SHOWN_CSV_COLUMNS, TEXT_COLUMNS, type BusinessCsvColumn } from './csv-cells.ts'

/** Rows read per query while exporting. */
export const EXPORT_BATCH_SIZE = 1000

/**
 * The businesses as a CSV file (spec §5 export, plus city, state, safety_score, email,
 * badges and status, then the shown columns read from the safety record): UTF-8 with a byte order mark (so spreadsheet apps read it as UTF-8),
 * RFC 4180 (text quoted, quotes doubled, CRLF between rows), certifications and badges joined
 * with |, text that a spreadsheet would run as a formula prefixed with ' (see neutralizeCell;
 * the import takes it off again). Null when there are no businesses.
 *
 * The body streams: rows are read in batches by id (keyset pagination, no cursor, so PGlite
 * works too), one batch per pull as the client reads, so memory stays bounded for any count.
 */
export async function exportBusinessesCsv(db: Kysely<Database>, batchSize = EXPORT_BATCH_SIZE, today = todayIso()): Promise<ReadableStream<Uint8Array> | null> {
  const first = await db.selectFrom('businesses').select('id').limit(1).executeTakeFirst()
  if (!first) return null
  const encoder = new TextEncoder()
  let lastId: string | null = null
  let headerSent = false
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const rows = await exportBatch(db, lastId, batchSize, today)
        let text = ''
        if (!headerSent) {
          text += stringify([[...BUSINESS_CSV_COLUMNS, ...SHOWN_CSV_COLUMNS]], { bom: true, record_delimiter: 'windows' })
          headerSent = true
        }
        if (rows.length > 0) {
          text += stringify(rows.map(csvRecord), { quoted_string: true, record_delimiter: 'windows' })
          lastId = rows.at(-1)!.id
        }
        controller.enqueue(encoder.encode(text))
        if (rows.length < batchSize) controller.close()
      },
    },
    // Read the next batch only when the client has taken the previous one.
    { highWaterMark: 0 },
  )
}

function exportBatch(db: Kysely<Database>, afterId: string | null, limit: number, today: string) {
  return db
    .selectFrom('businesses')
    .leftJoin('cities', 'cities.id', 'businesses.city_id')
    .select([
      'businesses.id',
      'businesses.name',
      'businesses.category',
      'businesses.description',
      'businesses.rating',
      'businesses.address',
      'businesses.phone',
      'businesses.website',
      'businesses.certifications',
      'businesses.created_at',
      'businesses.updated_at',
      'cities.name as city',
      'cities.state',
      'businesses.safety_score',
      'businesses.email',
      'businesses.badges',
      // The shown columns: what the pages say, from the safety record.
      safetySummaryColumn,
      'businesses.status',
      'businesses.audited_on',
      'businesses.score_components',
      'businesses.latitude',
      'businesses.longitude',
      'businesses.located_by',
      // The evidence columns (osha_issuer, …) of the current directory awards.
      sql<BadgeEvidence | null>`(select jsonb_object_agg(d.type, jsonb_build_object('issuer', a.issuer, 'checkedOn', a.issued_on, 'expiresOn', a.expires_on))
        from awards a join (values ('osha', 'osha-compliant'), ('state', 'state-certified'), ('city', 'local-safety-leader')) as d(type, badge_id) on d.badge_id = a.badge_id
        where a.business_id = businesses.id and a.revoked_at is null and a.expires_on >= ${today})`.as('badge_evidence'),
    ])
    .$if(afterId !== null, (qb) => qb.where('businesses.id', '>', afterId!))
    .orderBy('businesses.id')
    .limit(limit)
    .execute()
}

type ExportRow = Awaited<ReturnType<typeof exportBatch>>[number]

/** One row's cells in BUSINESS_CSV_COLUMNS order; numbers stay numbers (unquoted, never neutralised). */
function csvRecord(row: ExportRow): (string | number)[] {
  const safety = row.safety ?? UNDERIVED
  const cells: Partial<Record<BusinessCsvColumn, string | number>> = {
    id: row.id,
    name: row.name,
    type: row.category,
    description: row.description,
    rating: Number(row.rating),
    address: row.address,
    phone: row.phone ?? '',
    website: row.website ?? '',
    certifications: row.certifications.join(LIST_SEPARATOR),
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
    city: row.city ?? '',
    state: row.state ?? '',
    safety_score: row.safety_score,
    email: row.email ?? '',
    badges: row.badges.join(LIST_SEPARATOR),
    status: row.status,
    // Only a point set by hand: one worked out from the ZIP code follows the address.
    latitude: row.located_by === 'point' && row.latitude !== null ? row.latitude : '',
    longitude: row.located_by === 'point' && row.longitude !== null ? row.longitude : '',
    ...flatScoreFields({ auditedOn: row.audited_on, scoreComponents: row.score_components, badgeEvidence: row.badge_evidence ?? {} }),
  }
  const entries = BUSINESS_CSV_COLUMNS.map((column) => {
    const value = cells[column] ?? ''
    return typeof value === 'string' && TEXT_COLUMNS.has(column) ? neutralizeCell(value) : value
  })
  const shown: Record<(typeof SHOWN_CSV_COLUMNS)[number], string | number> = {
    shown_safety_score: safety.score ?? '',
    shown_audited: safety.auditedLabel,
    shown_badges: safety.badges.join(LIST_SEPARATOR),
    shown_rating: safety.rating,
    shown_review_count: safety.reviewCount,
  }
  return [...entries, ...SHOWN_CSV_COLUMNS.map((column) => (typeof shown[column] === 'string' ? neutralizeCell(shown[column]) : shown[column]))]
}
