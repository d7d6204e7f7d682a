import type { DB } from '~/lib/db.server.ts'
import { bumpContentVersion } from '~/lib/content-version.server.ts'
import type { BadgeValues } from '~/domain/badge/model.ts'
import { recordAudit } from './record-audit.server.ts'

/**
 * Spec §7 "badges: upsert on id conflict". Creating with an id that exists is refused (the form
 * would silently overwrite another badge); editing keeps the id (locked in the form).
 */
export async function saveBadge(
  db: DB,
  actor: { email: string },
  editingId: string | null,
  values: BadgeValues,
): Promise<{ ok: true } | { ok: false; notFound: true } | { ok: false; errors: Record<string, string> }> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('badges').select('id').where('id', '=', editingId ?? values.id).executeTakeFirst()
    if (editingId !== null && !existing) return { ok: false as const, notFound: true as const }
    if (editingId === null && existing) return { ok: false as const, errors: { id: 'A badge with this ID already exists' } }
    const row = {
      name: values.name, image: values.image, price: values.price, description: values.description,
      questions: JSON.stringify(values.questions), checklist: JSON.stringify(values.checklist), validity_months: values.validityMonths,
    }
    await trx.insertInto('badges').values({ id: editingId ?? values.id, ...row })
      .onConflict((oc) => oc.column('id').doUpdateSet(row)).execute()
    await recordAudit(trx, { actor: actor.email, action: 'badge.save', entity: 'badge', entityId: editingId ?? values.id, detail: { name: values.name, created: editingId === null, questions: values.questions.length, checklist: values.checklist.length, validityMonths: values.validityMonths } })
    await bumpContentVersion(trx)
    return { ok: true as const }
  })
}
