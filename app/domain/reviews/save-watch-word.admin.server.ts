import type { DB } from '~/lib/db.server.ts'
import { recordAudit } from '../audit-log/record-audit.server.ts'

/** Adds a word to (or removes one from) the list that holds reviews using it; audited. Words are kept lower-cased. */
export async function saveWatchWord(db: DB, actor: { email: string }, word: string, change: 'add' | 'remove'): Promise<void> {
  const value = word.trim().toLowerCase()
  await db.transaction().execute(async (trx) => {
    if (change === 'add') await trx.insertInto('review_watch_words').values({ word: value }).onConflict((oc) => oc.column('word').doNothing()).execute()
    else await trx.deleteFrom('review_watch_words').where('word', '=', value).execute()
    await recordAudit(trx, { actor: actor.email, action: 'review.watch-words', entity: 'review-watch-word', entityId: null, detail: { [change]: value } })
  })
}
