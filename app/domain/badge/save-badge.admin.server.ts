import { invalid, notFound } from '~/lib/app-error.ts'
import type { DB } from '~/lib/db.server.ts'
import { bumpContentVersion } from '~/lib/content-version.server.ts'
import type { BadgeValues } from '~/domain/badge/model.ts'
import { BADGE_GONE } from './delete-badge.admin.server.ts'
import { recordAudit } from '../audit-log/record-audit.server.ts'

/**
 * Spec §7 "badges: upsert on id conflict". Creating with an id that exists is refused (the form
 * would silently overwrite another badge); editing keeps the id (locked in the form).
 */
export async function saveBadge(
  db: DB,
  actor: { email: string },
  editingId: string | null,
  values: BadgeValues,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('badges').select('id').where('id', '=', editingId ?? values.id).executeTakeFirst()
    if (editingId !== null && !existing) throw notFound(BADGE_GONE)
    if (editingId === null && existing) throw invalid('id', 'A badge with this ID already exists')
    const row = {
      name: values.name, image: values.image, price: values.price, description: values.description,
      questions: JSON.stringify(values.questions), checklist: JSON.stringify(values.checklist), validity_months: values.validityMonths,
    }
    await trx.insertInto('badges').values({ id: editingId ?? values.id, ...row })
      .onConflict((oc) => oc.column('id').doUpdateSet(row)).execute()
    await recordAudit(trx, { actor: actor.email, action: 'badge.save', entity: 'badge', entityId: editingId ?? values.id, detail: { name: values.name, created: editingId === null, questions: values.questions.length, checklist: values.checklist.length, validityMonths: values.validityMonths } })
    await bumpContentVersion(trx)
  })
}
