import { sql } from 'kysely'
import { sendEmail } from '~/domain/email/send-email.server.ts'
import { notFound } from '~/lib/app-error.ts'
import type { DB } from '~/lib/db.server.ts'
import { getEnv, supportEmail } from '~/lib/env.server.ts'
import { todayIso } from '~/lib/audit-dates.ts'

/**
 * "Contact Business": stores the visitor's message (a lead), counts it in the day's statistics and
 * e-mails it to the owner, or to the admin while the business is unclaimed. Not-found: no such business.
 */
export async function createLead(db: DB, businessId: string, lead: { name: string; email: string; message: string }, ip: string | null): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const business = await trx.selectFrom('businesses').leftJoin('user', 'user.id', 'businesses.owner_id').select(['businesses.id', 'businesses.name', 'user.email as ownerEmail'])
      .where('businesses.id', '=', businessId).where('businesses.status', '=', 'published').executeTakeFirst()
    if (!business) throw notFound('Business not found')
    await trx.insertInto('business_leads').values({ business_id: business.id, name: lead.name, email: lead.email, message: lead.message, ip }).execute()
    await trx.insertInto('business_stats').values({ business_id: business.id, day: todayIso(), leads: 1 })
      .onConflict((oc) => oc.columns(['business_id', 'day']).doUpdateSet({ leads: sql`business_stats.leads + 1` })).execute()
    const site = getEnv().SITE_URL
    await sendEmail(trx, {
      to: business.ownerEmail ?? getEnv().ADMIN_EMAIL ?? supportEmail(),
      kind: 'business-lead',
      subject: `New message for ${business.name} from ${lead.name}`,
      text: `${lead.name} <${lead.email}> wrote to ${business.name} through Safest:\n\n${lead.message}\n\n${business.ownerEmail ? `Read and answer it in your dashboard: ${site}/dashboard/listings/${business.id}/leads` : 'This business has no verified owner yet.'}\n`,
      headers: { 'Reply-To': lead.email },
    })
  })
}

/** An owned business's leads, newest first. */
export async function findLeads(db: DB, businessId: string) {
  return db.selectFrom('business_leads').select(['id', 'name', 'email', 'message', 'reply', 'replied_at as repliedAt', 'created_at as createdAt'])
    .where('business_id', '=', businessId).orderBy('created_at', 'desc').limit(100).execute()
}

/** The owner's answer: e-mailed to the visitor and kept with the lead. Only the owner's own business's leads. */
export async function replyToLead(db: DB, owner: { id: string; email: string }, businessId: string, leadId: string, reply: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const lead = await trx.selectFrom('business_leads').innerJoin('businesses', 'businesses.id', 'business_leads.business_id')
      .select(['business_leads.id', 'business_leads.email', 'business_leads.name', 'business_leads.message', 'businesses.name as businessName'])
      .where('business_leads.id', '=', leadId).where('business_leads.business_id', '=', businessId).where('businesses.owner_id', '=', owner.id)
      .forUpdate(['business_leads']).executeTakeFirst()
    if (!lead) throw notFound('Message not found')
    await trx.updateTable('business_leads').set({ reply, replied_at: new Date() }).where('id', '=', lead.id).execute()
    await sendEmail(trx, {
      to: lead.email, kind: 'business-lead-reply', subject: `${lead.businessName} answered your message`,
      text: `${reply}\n\n— ${lead.businessName} (${owner.email})\n\nYour message:\n${lead.message}\n`,
      headers: { 'Reply-To': owner.email },
    })
  })
}
