// No personal data on public pages: a member, an owner and the admin do what leaves their names
// and addresses in the database (a claim, a badge application audited and passed, an award added
// by hand, reviews with an owner's reply, a problem report, a lead), each typing their address where
// a form lets them; then a stranger fetches every public route of app/routes.ts over HTTP (pages,
// their `.data` and trailing-slash copies, JSON, the seal, QR codes, the sitemap, the feed) and no
// account's e-mail, and no member's full name, is in any answer. People are named by a name chosen
// for it: the auditor by theirs, a reviewer by first name and initial. A route added to
// app/routes.ts fails the first test until it is swept here or said not to be public.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openAppDatabase } from '../support/app-database.ts'

const ADMIN = { name: 'Dana Whitfield', email: 'dana.whitfield@safest.test', password: 'correct-horse-battery-9' }
const MEMBER = { name: 'Jamie Rivera', email: 'jamie.rivera@example.com', password: 'member-password-42' }
const OWNER = { name: 'Olivia Okafor', email: 'olivia.okafor@example.org', password: 'owner-password-42' }
/** A member who typed their address as their name. */
const ADDRESS_AS_NAME = { name: 'casey.moss@example.net', email: 'casey.moss@example.net', password: 'casey-password-42' }
const ACCOUNTS = [ADMIN, MEMBER, OWNER, ADDRESS_AS_NAME]

const db = await openAppDatabase('public-personal-data', { ADMIN_EMAIL: ADMIN.email, RATE_LIMIT_AUTH: '1000', RATE_LIMIT_SUBMISSIONS: '1000' })
const { appRoutes, startAppServer } = await import('../support/app-server.ts')
const { cookieOf, signUpMember } = await import('../support/sessions.ts')
const { createAdminAccount } = await import('~/domain/admin/create-admin-account.server.ts')
const { getAuth } = await import('~/domain/account/auth.server.ts')
const { GUIDES } = await import('~/content/guides.ts')
const { PRODUCT_CATEGORIES } = await import('~/content/product-categories.ts')

let server: Awaited<ReturnType<typeof startAppServer>>
const cookies = { admin: '', member: '', owner: '', casey: '' }
/** What the public URLs are made of: filled in by the first test. */
const seeds = { businessId: '', cityId: 0, citySlug: '', businessSlug: '', awardCode: '', handAwardCode: '', blogSlug: '', guideSlug: '', category: '', contentImage: '', cityImage: '', photo: '' }

beforeAll(async () => {
  await createAdminAccount(db, ADMIN)
  cookies.admin = cookieOf(await getAuth(db).api.signInEmail({ body: { email: ADMIN.email, password: ADMIN.password }, asResponse: true }))
  cookies.member = (await signUpMember(db, MEMBER)).cookie
  cookies.owner = (await signUpMember(db, OWNER)).cookie
  cookies.casey = (await signUpMember(db, ADDRESS_AS_NAME)).cookie
  // The members confirmed their addresses (reviews need it).
  await db.updateTable('user').set({ emailVerified: true }).where('email', 'in', [MEMBER.email, ADDRESS_AS_NAME.email]).execute()
  server = await startAppServer()
})
afterAll(async () => {
  await server?.close()
})

const post = async (path: string, cookie: string, fields: Record<string, string | Blob>) => {
  const body = new FormData()
  for (const [k, v] of Object.entries(fields)) body.set(k, v)
  const answer = await fetch(server.base + path, { method: 'POST', body, headers: { cookie }, redirect: 'manual' })
  await answer.body?.cancel()
  expect(answer.status, `POST ${path}`).toBeLessThan(400)
  return answer
}
const get = (path: string) => fetch(server.base + path, { redirect: 'manual' })

describe('what people leave behind', () => {
  it('an owner claims a business and has it audited; the admin adds an award; members review and report it', async () => {
    const business = await db.selectFrom('businesses').innerJoin('cities', 'cities.id', 'businesses.city_id')
      .select(['businesses.id', 'businesses.slug', 'cities.id as cityId', 'cities.slug as citySlug', 'businesses.email'])
      .where('businesses.name', '=', 'Menomonee Valley Metalworks').executeTakeFirstOrThrow()
    Object.assign(seeds, { businessId: business.id, businessSlug: business.slug, cityId: business.cityId, citySlug: business.citySlug })

    // The claim: a code to the listed address, entered by the owner.
    await post(`/claim/${business.id}`, cookies.owner, { intent: 'send-code', method: 'listed-email' })
    const claim = await db.selectFrom('business_claims').select('id').where('business_id', '=', business.id).executeTakeFirstOrThrow()
    const mail = await db.selectFrom('outbox').select('subject').where('to_address', '=', business.email!).where('kind', '=', 'claim-code').executeTakeFirstOrThrow()
    await post(`/claim/${business.id}`, cookies.owner, { intent: 'verify', claimId: claim.id, code: /(\d{6})$/.exec(mail.subject)![1]! })
    const owner = await db.selectFrom('user').select('id').where('email', '=', OWNER.email).executeTakeFirstOrThrow()
    expect((await db.selectFrom('businesses').select('owner_id').where('id', '=', business.id).executeTakeFirstOrThrow()).owner_id).toBe(owner.id)

    // The badge application (a free badge: no payment), its answers naming the owner's address; the audit.
    await db.insertInto('badges').values({
      id: 'fire-ready', name: 'Fire Ready', image: '', price: 0, description: 'Fire plans in place.',
      questions: JSON.stringify([{ label: 'Who is your safety contact?', kind: 'text', required: true }]), checklist: JSON.stringify(['Extinguishers inspected']),
    }).execute()
    await post('/badge/fire-ready/apply', cookies.owner, { business: business.id, answer0: `${OWNER.name}, ${OWNER.email}` })
    const application = await db.selectFrom('applications').select('id').where('badge_id', '=', 'fire-ready').executeTakeFirstOrThrow()
    const step = (fields: Record<string, string>) => post('/admin/applications', cookies.admin, { applicationId: application.id, ...fields })
    await step({ intent: 'schedule', auditDate: '2025-06-01' })
    await step({ intent: 'start' })
    await step({ intent: 'outcome', outcome: 'pass', check0: 'pass', checkNote0: 'Four extinguishers, all tagged', note: `Met ${OWNER.name} (${OWNER.email}); ${MEMBER.email} had written in` })
    const award = await db.selectFrom('applications').innerJoin('awards', 'awards.id', 'applications.award_id').select('awards.code').where('applications.id', '=', application.id).executeTakeFirstOrThrow()
    seeds.awardCode = award.code

    // An award added by hand on the admin's business form.
    await post(`/admin/businesses/${business.id}/awards`, cookies.admin, { intent: 'add', badgeId: 'state-certified', issuer: 'Safest audit team', issuedOn: '2025-06-02', expiresOn: '2027-06-02' })
    const hand = await db.selectFrom('awards').select(['code', 'evidence']).where('business_id', '=', business.id).where('badge_id', '=', 'state-certified').where('issued_on', '=', '2025-06-02').executeTakeFirstOrThrow()
    seeds.handAwardCode = hand.code
    // Stored as the auditor is named, not by the admin's address.
    expect(hand.evidence).toMatchObject({ auditor: ADMIN.name })

    // Reviews (held for new accounts, approved by the admin), the owner's reply.
    const text = 'Careful people: they walked us through the shop floor and every guard was on its machine.'
    await post(`/businesses/${business.id}/reviews`, cookies.member, { intent: 'save', stars: '5', body: text })
    await post(`/businesses/${business.id}/reviews`, cookies.casey, { intent: 'save', stars: '4', body: `${text} Second visit too.` })
    const reviews = await db.selectFrom('reviews').select(['id', 'status']).where('business_id', '=', business.id).execute()
    expect(reviews).toHaveLength(2)
    for (const review of reviews.filter((r) => r.status !== 'approved')) await post('/admin/reviews', cookies.admin, { intent: 'approve', id: review.id })
    await post(`/businesses/${business.id}/reviews`, cookies.owner, { intent: 'reply', reviewId: reviews[0]!.id, reply: 'Thank you for coming by; ask for Olivia next time.' })

    // A problem report and a lead, each with the sender's address.
    await post(`/businesses/${business.id}/problems`, cookies.member, { kind: 'other', details: `Write to me at ${MEMBER.email}`, email: MEMBER.email })
    await post(`/contact-business/${business.id}`, cookies.member, { name: MEMBER.name, email: MEMBER.email, message: 'Do you weld aluminum trailers? Please write back.' })

    const approved = await db.selectFrom('reviews').select('id').where('business_id', '=', business.id).where('status', '=', 'approved').execute()
    expect(approved).toHaveLength(2)
    expect(await db.selectFrom('problem_reports').select('id').where('business_id', '=', business.id).execute()).toHaveLength(1)

    // Slugs and files for the routes that take them.
    const post0 = await db.selectFrom('blog_posts').select(['slug', 'cover_image']).where('status', '=', 'published').orderBy('published_on', 'desc').executeTakeFirstOrThrow()
    const city = await db.selectFrom('cities').select('image_path').where('image_path', 'is not', null).executeTakeFirst()
    Object.assign(seeds, { blogSlug: post0.slug, guideSlug: GUIDES[0]!.slug, category: PRODUCT_CATEGORIES[0].slug, contentImage: post0.cover_image ?? '', cityImage: city?.image_path?.split('/').pop() ?? '' })
  })
})

/** Every route of app/routes.ts that is not public, and why (a stranger gets a sign-in page, a 4xx or nothing to read). */
const NOT_PUBLIC: Record<string, string> = {
  'routes/application': "the applicant's and the admin's",
  'routes/application-document': "the applicant's and the admin's",
  'routes/admin/badge-form': 'the admin’s',
  'routes/admin/business-form': 'the admin’s',
  'routes/login.two-factor': 'a member signing in',
  'routes/logout': 'POST only',
  'routes/reset-password': 'a token from an e-mail',
  'routes/account.confirm-email': 'a token from an e-mail',
  'routes/billing.portal': 'a member’s',
  'routes/api.stripe-webhook': 'Stripe’s, signed',
  'routes/api.submissions': 'POST only',
  'routes/business-reviews': 'POST only',
  'routes/business-problems': 'POST only',
  'routes/business-favorite': 'POST only',
  'routes/api.newsletter': 'POST only',
  'routes/newsletter.confirm': 'a token from an e-mail',
  'routes/newsletter.unsubscribe': 'a token from an e-mail',
  'routes/newsletter.preferences': 'a token from an e-mail',
  'routes/api.email-events': 'the mail provider’s, signed',
  'routes/api.business-events': 'POST only',
  'routes/business-photo': 'an owner’s photo (re-encoded image bytes, no text)',
  'routes/not-found': 'swept as /no-such-page',
}
const isNotPublic = (id: string) => id in NOT_PUBLIC || id.startsWith('routes/admin/') || id.startsWith('routes/dashboard') || id === 'dashboard-not-found'

/** The URLs a stranger may fetch, by route id. */
const PUBLIC: Record<string, () => string[]> = {
  'routes/home': () => ['/'],
  'routes/cities': () => ['/city'],
  'routes/city': () => [`/city/${seeds.citySlug}`, `/city/${seeds.citySlug}?sort=rating`],
  'routes/business': () => [`/city/${seeds.citySlug}/${seeds.businessSlug}`],
  'routes/search': () => [`/search?q=metalworks`, `/search?near=${seeds.citySlug}&q=metal`],
  'routes/compare': () => [`/compare?ids=${seeds.businessId}`],
  'routes/us-map': () => ['/maps/us.svg'],
  'routes/methodology': () => ['/methodology'],
  'routes/quiz': () => ['/quiz'],
  'routes/badge': () => ['/badge'],
  'routes/badge.apply': () => ['/badge/fire-ready/apply'],
  'routes/thank-you': () => ['/thank-you'],
  'thank-you-very-much': () => ['/thank-you-very-much'],
  'routes/refund-policy': () => ['/refund-policy'],
  'routes/privacy': () => ['/privacy'],
  'routes/terms': () => ['/terms'],
  'routes/cookies': () => ['/cookies'],
  'routes/about': () => ['/about'],
  'routes/contact': () => ['/contact'],
  'routes/careers': () => ['/careers'],
  'routes/blog': () => ['/blog'],
  'routes/blog-feed': () => ['/blog/feed.xml'],
  'routes/blog-post': () => [`/blog/${seeds.blogSlug}`],
  'routes/content-image': () => (seeds.contentImage ? [`/content-images/${seeds.contentImage.split('/').pop()}`] : []),
  'routes/login': () => ['/login'],
  'routes/forgot-password': () => ['/forgot-password'],
  recover: () => ['/recover'],
  'routes/products': () => ['/products'],
  'routes/product-category': () => [`/products/${seeds.category}`],
  'routes/product-review': () => ['/reviews/example'],
  'routes/api.business': () => [`/api/businesses/${seeds.businessId}`],
  'routes/city-image': () => (seeds.cityImage ? [`/city-images/${seeds.cityImage}`] : []),
  'routes/api.city-images': () => ['/api/city-images'],
  'routes/deals': () => ['/deals'],
  'routes/guides': () => ['/guides'],
  'routes/guide': () => [`/guides/${seeds.guideSlug}`],
  'routes/verify': () => ['/verify', `/verify/${seeds.awardCode}`, `/verify/${seeds.handAwardCode}`],
  'verify-qr-svg': () => [`/verify/${seeds.awardCode}/qr.svg`],
  'verify-qr-png': () => [`/verify/${seeds.awardCode}/qr.png`],
  'routes/seal': () => [`/seal/${seeds.awardCode}.svg`, `/seal/${seeds.handAwardCode}.svg`],
  'routes/claim': () => [`/claim/${seeds.businessId}`],
  'routes/contact-business': () => [`/contact-business/${seeds.businessId}`],
  'routes/sitemap.xml': () => ['/sitemap.xml'],
}

/** Pages (a React component) also answer as `<path>.data` and `<path>/`. */
function copiesOf(url: string, isPage: boolean): string[] {
  if (!isPage) return [url]
  const [path, query] = url.split('?') as [string, string | undefined]
  const q = query ? `?${query}` : ''
  return [url, ...(path === '/' ? ['/_root.data'] : [`${path}.data${q}`, `${path}/${q}`])]
}

/** Every way an address or a name can be written in an answer: as is, percent-encoded, HTML- or JSON-escaped. */
const spellings = (text: string) => [...new Set([text, encodeURIComponent(text), text.replace('@', '&#64;'), text.replace('@', '\\u0040'), text.replace('@', '&#x40;')].map((s) => s.toLowerCase()))]

describe('what a stranger can read', () => {
  it('every route of app/routes.ts is swept here or said not to be public', async () => {
    const unclassified = (await appRoutes()).filter((r) => !isNotPublic(r.id) && !(r.id in PUBLIC)).map((r) => `${r.id} (${r.pattern})`)
    expect(unclassified).toEqual([])
  })

  it('no account’s e-mail and no member’s full name in any public answer; members shown by first name and initial, the auditor by name', async () => {
    const routes = await appRoutes()
    const secrets = [...ACCOUNTS.map((a) => a.email), MEMBER.name, OWNER.name]
    const urls = routes.flatMap((r) => (PUBLIC[r.id]?.() ?? []).flatMap((url) => copiesOf(url, typeof r.module.default === 'function')))
    urls.push('/no-such-page', `/city/${seeds.citySlug}/no-such-business`)
    const found: string[] = []
    const bodies = new Map<string, string>()
    for (const url of urls) {
      const answer = await get(url)
      expect(answer.status, url).toBeLessThan(500)
      const body = (await answer.text()).toLowerCase()
      bodies.set(url, body)
      for (const secret of secrets) if (spellings(secret).some((s) => body.includes(s))) found.push(`${url}: ${secret}`)
    }
    expect(found).toEqual([])
    expect(urls.length).toBeGreaterThan(100)

    // The sweep read what it was meant to: the reviews, the reply, the certificates and their seals.
    const business = bodies.get(`/city/${seeds.citySlug}/${seeds.businessSlug}`)!
    expect(business).toContain('careful people: they walked us through')
    expect(business).toContain('jamie r.')
    expect(business).toContain('a member')
    expect(business).toContain('ask for olivia next time')
    const certificate = bodies.get(`/verify/${seeds.awardCode}`)!
    expect(certificate).toContain('dana whitfield')
    expect(certificate).toContain('four extinguishers, all tagged')
    expect(bodies.get(`/verify/${seeds.handAwardCode}`)).toContain('dana whitfield')
    expect(bodies.get(`/seal/${seeds.awardCode}.svg`)).toContain('<svg')
    expect(bodies.get('/sitemap.xml')).toContain(`/city/${seeds.citySlug}/${seeds.businessSlug}`)
    expect(bodies.get('/blog/feed.xml')).toContain('<feed')
  })
})
