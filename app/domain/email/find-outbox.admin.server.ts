import { sql } from 'kysely'
import type { DB } from '~/lib/db.server.ts'
import { searchText } from '~/lib/control-characters.ts'
import { getEnv } from '~/lib/env.server.ts'
import { pageOf } from '~/lib/paging.ts'

export const OUTBOX_PAGE_SIZE = 25

/** sent: delivered over SMTP; queued: SMTP is set and a job will deliver it; kept: no SMTP_URL, so it stays here. */
export type OutboxStatus = 'sent' | 'queued' | 'kept'

export interface OutboxMessage {
  id: string
  to: string
  subject: string
  kind: string
  at: string
  sentAt: string | null
  status: OutboxStatus
  text: string
}

/**
 * The Outbox section: every message the site wrote, newest first, searchable by recipient. Without
 * SMTP this is the only place a message (a member's confirmation link, say) can be read.
 */
export async function findOutbox(db: DB, q: string, page: number): Promise<{ messages: OutboxMessage[]; q: string; page: number; pageCount: number; total: number; smtp: boolean }> {
  const term = searchText(q)
  let query = db.selectFrom('outbox')
  if (term !== '') query = query.where('to_address', 'ilike', `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
  const { total } = await query.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow()
  const { page: current, pageCount, offset } = pageOf(total, OUTBOX_PAGE_SIZE, page)
  const rows = await query.select(['id', 'to_address', 'subject', 'kind', 'created_at', 'sent_at', 'text_body'])
    .orderBy('created_at', 'desc').orderBy('id', 'desc').limit(OUTBOX_PAGE_SIZE).offset(offset).execute()
  const smtp = Boolean(getEnv().SMTP_URL)
  return {
    messages: rows.map((r) => ({
      id: String(r.id),
      to: r.to_address,
      subject: r.subject,
      kind: r.kind,
      at: new Date(r.created_at).toISOString(),
      sentAt: r.sent_at ? new Date(r.sent_at).toISOString() : null,
      status: r.sent_at ? 'sent' : smtp ? 'queued' : 'kept',
      text: r.text_body,
    })),
    q: term,
    page: current,
    pageCount,
    total,
    smtp,
  }
}
