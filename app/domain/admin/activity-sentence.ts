import type { AuditAction } from '../audit-log/record-audit.server.ts'

/** A piece of an Activity sentence: words, or a link to what the entry is about. */
export type SentencePart = string | { text: string; href: string }

/** What an entry's ids stand for today, read by findAuditLog (a deleted business has none). */
export interface ActivityRefs {
  businesses: ReadonlyMap<string, string>
  cities: ReadonlyMap<string, { name: string; slug: string }>
  /** An application's business name. */
  applications: ReadonlyMap<string, string>
}

export interface ActivityInput {
  /** Who, as the page says it: the account's name, else its e-mail. */
  actor: string
  action: string
  entityId: string | null
  detail: Record<string, unknown> | null
}

type Context = { e: ActivityInput; d: Record<string, unknown>; refs: ActivityRefs }
type Phrase = (c: Context) => SentencePart[]

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : typeof value === 'number' ? String(value) : null)
const plural = (n: unknown, one: string, many = `${one}s`) => `${Number(n) || 0} ${Number(n) === 1 ? one : many}`
const day = (iso: unknown) => {
  const at = typeof iso === 'string' ? new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso) : null
  return at && !Number.isNaN(at.getTime()) ? at.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' }) : null
}

/** The business an entry names: a link to its editor while it exists, else its stored name. */
function business(c: Context, id: unknown = c.e.entityId, fallback: unknown = c.d.name): SentencePart {
  const key = typeof id === 'string' ? id : null
  const name = (key && c.refs.businesses.get(key)) ?? text(fallback)
  if (key && c.refs.businesses.has(key)) return { text: name!, href: `/business-form/${key}` }
  return name ?? 'a business since deleted'
}

const named = (c: Context, href: string | null, fallback = 'an item'): SentencePart => {
  const name = text(c.d.name) ?? text(c.d.city) ?? fallback
  return href ? { text: name, href } : name
}

function importCounts(d: Record<string, unknown>): string {
  const parts = [`${Number(d.created) || 0} created`, `${Number(d.updated) || 0} updated`]
  if (Number(d.rejected)) parts.push(`${Number(d.rejected)} rejected`)
  return parts.join(', ')
}

function application(c: Context): SentencePart {
  const id = c.e.entityId
  const name = id ? c.refs.applications.get(id) : undefined
  return id ? { text: name ? `the application of ${name}` : 'an application', href: `/applications/${id}` } : 'an application'
}

function city(c: Context): SentencePart {
  const found = c.e.entityId ? c.refs.cities.get(c.e.entityId) : undefined
  return found ? { text: found.name, href: `/city/${found.slug}` } : (text(c.d.city) ?? 'a city')
}

const campaign = (c: Context) => named(c, c.e.entityId ? `/admin/newsletter/${c.e.entityId}` : null, 'a campaign')
const reviewOf = (c: Context): SentencePart[] => ['a review of ', business(c, c.d.businessId, null)]

// Each action as a sentence after the actor's name ("Pat " + …). Typed by the list of actions, so a
// new one cannot be recorded without saying how it reads.
const PHRASES: Record<AuditAction, Phrase> = {
  'business.create': (c) => ['added ', business(c)],
  'business.update': (c) => ['updated ', business(c)],
  'business.delete': (c) => ['deleted ', text(c.d.name) ?? 'a business'],
  'business.bulk-delete': (c) => [`deleted ${plural(c.d.count, 'business', 'businesses')}`, ...(text(c.d.search) ? [` matching “${text(c.d.search)}”`] : [])],
  'business.import': (c) => [`imported ${text(c.d.file) ?? 'a CSV file'}: ${importCounts(c.d)}`],
  'business.import-undo': (c) => [`undid the import of ${text(c.d.file) ?? 'a CSV file'}: ${Number(c.d.removed) || 0} removed, ${Number(c.d.restored) || 0} restored`],
  'submission.approve': (c) => ['approved the submission of ', business(c, c.d.businessId)],
  'submission.reject': (c) => [`rejected the submission of ${text(c.d.name) ?? 'a business'}`],
  'submission.merge': (c) => [`merged the submission of ${text(c.d.name) ?? 'a business'} into `, business(c, c.d.businessId, c.d.into)],
  'badge.save': (c) => [c.d.created ? 'created the badge ' : 'edited the badge ', named(c, c.e.entityId ? `/badge-form/${c.e.entityId}` : null, 'a badge')],
  'badge.delete': (c) => [`deleted the badge ${text(c.d.name) ?? ''}`.trimEnd()],
  'city-image.generate': (c) => ['generated an image for ', city(c)],
  'city-image.generate-all': () => ['generated images for all cities'],
  'member.grant-premium': (c) => ['gave Premium to ', named(c, `/admin?tab=members&q=${encodeURIComponent(text(c.d.name) ?? '')}`, 'a member')],
  'member.revoke-premium': (c) => ['took Premium from ', named(c, `/admin?tab=members&q=${encodeURIComponent(text(c.d.name) ?? '')}`, 'a member')],
  'award.add': (c) => [`awarded ${text(c.d.badge) ?? 'a badge'} to ${text(c.d.business) ?? 'a business'}: `, ...code(c)],
  'award.revoke': (c) => [`revoked ${text(c.d.badge) ?? 'a badge'} of ${text(c.d.business) ?? 'a business'}: `, ...code(c)],
  'application.refund': (c) => ['refunded ', application(c)],
  'application.schedule': (c) => ['scheduled the audit of ', application(c), ...(day(c.d.auditDate) ? [` for ${day(c.d.auditDate)}`] : [])],
  'application.start-audit': (c) => ['started the audit of ', application(c)],
  'application.pass': (c) => ['passed ', application(c), ...(text(c.d.awardCode) ? [' (award ', { text: text(c.d.awardCode)!, href: `/verify/${text(c.d.awardCode)}` }, ')'] : [])],
  'application.fail': (c) => ['failed ', application(c)],
  'settings.sample-notice': (c) => [c.d.name === 'Sample notice hidden' ? 'hid the sample-content notice' : 'showed the sample-content notice'],
  'claim.approve': (c) => ['approved a claim to ', business(c)],
  'claim.refuse': (c) => ['refused a claim to ', business(c)],
  'claim.code-confirmed': (c) => ['claimed ', business(c), ' with an e-mailed code'],
  'change-request.approve': (c) => ['approved an owner’s change to ', business(c)],
  'change-request.refuse': (c) => ['refused an owner’s change to ', business(c)],
  'campaign.save': (c) => ['saved the campaign ', campaign(c)],
  'campaign.schedule': (c) => ['scheduled the campaign ', campaign(c), ...(day(c.d.at) ? [` for ${day(c.d.at)}`] : [])],
  'campaign.cancel': (c) => ['cancelled the campaign ', campaign(c)],
  'review.approve': (c) => ['approved ', ...reviewOf(c)],
  'review.reject': (c) => ['rejected ', ...reviewOf(c)],
  'review.restore': (c) => ['restored ', ...reviewOf(c)],
  'review.flag-fraud': (c) => ['flagged the reviews of ', business(c), ' as suspicious', ...(day(c.d.until) ? [` until ${day(c.d.until)}`] : [])],
  'review.watch-words': (c) => [text(c.d.add) ? `added the watch word “${text(c.d.add)}”` : `removed the watch word “${text(c.d.remove) ?? ''}”`],
  'report.resolve': (c) => ['resolved a problem report on ', business(c, c.d.businessId, null)],
  'report.dismiss': (c) => ['dismissed a problem report on ', business(c, c.d.businessId, null)],
  'post.save': (c) => [c.d.created ? 'wrote the post ' : 'edited the post ', named(c, c.e.entityId ? `/admin/content/posts/${c.e.entityId}` : null, 'a post')],
  'post.delete': (c) => [`deleted the post ${text(c.d.name) ?? ''}`.trimEnd()],
  'product.save': (c) => [c.d.created ? 'added the product ' : 'edited the product ', named(c, c.e.entityId ? `/admin/content/products/${c.e.entityId}` : null, 'a product')],
  'product.import': (c) => ['imported the product ', named(c, c.e.entityId ? `/admin/content/products/${c.e.entityId}` : null, 'a product')],
  'product-review.save': (c) => [c.d.created ? 'wrote the product review ' : 'edited the product review ', named(c, c.e.entityId ? `/admin/content/reviews/${c.e.entityId}` : null, 'a review')],
  'merchant.save': (c) => ['changed the affiliate tag of ', named(c, '/admin?tab=content', 'a merchant')],
  'category.save': (c) => ['edited the guide ', named(c, c.e.entityId ? `/admin/content/categories/${c.e.entityId}` : null, 'a category')],
  'records.upload': (c) => [`uploaded public records (${text(c.d.name) ?? 'a file'})`],
  'records.confirm-match': (c) => [`confirmed OSHA inspection ${text(c.d.activityNr) ?? ''} as `, business(c, c.e.entityId, null)],
  'records.reject-match': (c) => [`rejected OSHA inspection ${text(c.d.activityNr) ?? ''} for `, business(c, c.e.entityId, null)],
  'records.reopen-match': (c) => [`reopened OSHA inspection ${text(c.d.activityNr) ?? ''} for `, business(c, c.e.entityId, null)],
  'records.detach': (c) => {
    const count = (list: unknown) => (Array.isArray(list) ? list.length : 0)
    const what = [
      ...(count(c.d.activityNrs) > 0 ? [plural(count(c.d.activityNrs), 'OSHA inspection')] : []),
      ...(count(c.d.establishments) > 0 ? [plural(count(c.d.establishments), 'public record')] : []),
    ]
    return [`detached ${what.join(' and ') || plural(0, 'OSHA inspection')} from `, business(c, c.e.entityId, null)]
  },
}

function code(c: Context): SentencePart[] {
  const value = text(c.d.code)
  return value ? [{ text: value, href: `/verify/${value}` }] : []
}

/**
 * An Activity entry as a sentence: "Pat generated an image for Denver", the city a link. An action
 * this list does not know (an older name) still reads as who did what to which item.
 */
export function activitySentence(entry: ActivityInput, refs: ActivityRefs): SentencePart[] {
  const phrase = (PHRASES as Record<string, Phrase | undefined>)[entry.action]
  const parts = phrase
    ? phrase({ e: entry, d: entry.detail ?? {}, refs })
    : [`did “${entry.action}”${entry.entityId ? ` to ${entry.entityId}` : ''}`]
  return [`${entry.actor} `, ...parts]
}

/** The ids an entry refers to, for findAuditLog's lookups. */
export function activityIds(entry: { action: string; entity: string; entityId: string | null; detail: Record<string, unknown> | null }) {
  const d = entry.detail ?? {}
  const businessId = entry.entity === 'business' ? entry.entityId : typeof d.businessId === 'string' ? d.businessId : null
  return {
    businessId,
    cityId: entry.entity === 'city' ? entry.entityId : null,
    applicationId: entry.entity === 'application' ? entry.entityId : null,
  }
}
