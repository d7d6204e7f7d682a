// The writes of the crash drills (npm run fault:kill and tests/integration/crash-safety.test.ts):
// member sign-ups, public submissions and members' reviews, sent over HTTP to the production
// server as a browser's fetch would send them, each remembered with the answer it got; then the
// check, straight in the database, that every acknowledged one (a 2xx/3xx answer) is stored whole.
import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { decode } from '../../tests/support/smtp-server.ts'

export type WriteKind = 'sign-up' | 'submission' | 'review'
export const WRITE_KINDS: WriteKind[] = ['sign-up', 'submission', 'review']

export interface Write {
  kind: WriteKind
  /** What finds it in the database: the e-mail, the business name, the review's text. */
  key: string
  /** The answer's status; 0 when none came (refused, reset or timed out: the server was killed). */
  status: number
}

export const acknowledged = (w: Write) => w.status >= 200 && w.status < 400

/** A signed-in member with a confirmed e-mail, who may review businesses. */
export interface Reviewer {
  email: string
  cookie: string
}

/** SQL on the stored data: `select` only; rows as plain objects. */
export type Query = <T>(sql: string, params?: unknown[]) => Promise<T[]>

/** Received e-mails, as tests/support/smtp-server.ts keeps them. */
export interface Mailbox {
  received: { to: string[]; raw: string }[]
}

const TIMEOUT_MS = 15_000
const PASSWORD = 'lantern-harbor-crash-47'
const REVIEW_TEXT = 'careful staff, marked exits and a spotless kitchen on every visit we made here'

const cookieOf = (r: Response) => r.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')

async function post(base: string, path: string, fields: Record<string, string>, cookie = ''): Promise<Response> {
  return fetch(base + path, {
    method: 'POST',
    body: new URLSearchParams(fields),
    // A fetch from the site's own pages: same origin, JSON answers (not the no-JavaScript redirects).
    headers: { Origin: base, Accept: 'application/json', ...(cookie ? { cookie } : {}) },
    redirect: 'manual',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  })
}

/** POST /login intent=signup: 302 to the dashboard with the session cookie when the account was made. */
export async function signUp(base: string, email: string): Promise<{ status: number; cookie: string }> {
  const response = await post(base, '/login', { intent: 'signup', name: nameOf(email), email, password: PASSWORD })
  await response.arrayBuffer() // the answer is whole only once its body has arrived
  return { status: response.status, cookie: cookieOf(response) }
}

/** POST /login intent=login with the drill's password: 302 when the account exists and signs in. */
export async function signIn(base: string, email: string): Promise<number> {
  return status(post(base, '/login', { intent: 'login', email, password: PASSWORD }))
}

/** The name a drill member signs up with (checked on their profile). */
export const nameOf = (email: string) => `Crash ${email.split('@')[0]}`

async function status(response: Promise<Response>): Promise<number> {
  return response.then(async (r) => (await r.arrayBuffer(), r.status)).catch(() => 0)
}

/** Published businesses a member can review: ids from the data of the sitemap's first cities' pages, each checked by its API. */
export async function reviewableBusinesses(base: string, cities = 6): Promise<string[]> {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text()
  const slugs = [...new Set([...sitemap.matchAll(/\/city\/([a-z0-9-]+)<\/loc>/g)].map((m) => m[1]!))].slice(0, cities)
  const found = new Set<string>()
  for (const slug of slugs) {
    const text = await (await fetch(`${base}/city/${slug}.data`)).text()
    for (const id of text.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g) ?? []) found.add(id)
  }
  const candidates = [...found]
  const ok = await Promise.all(candidates.map(async (id) => (await fetch(`${base}/api/businesses/${id}`)).status === 200))
  return candidates.filter((_, i) => ok[i])
}

/**
 * Members who may write reviews: each signs up (the sign-up sends the confirmation link), opens the
 * link from the mailbox, and is then a confirmed member. (Asking again would replace that link.)
 */
export async function confirmedReviewers(base: string, mailbox: Mailbox, emails: string[], _businessId: string): Promise<Reviewer[]> {
  return Promise.all(
    emails.map(async (email) => {
      const { status: signedUp, cookie } = await signUp(base, email)
      if (signedUp !== 302) throw new Error(`sign-up of reviewer ${email} answered ${signedUp}`)
      const deadline = Date.now() + 60_000
      let link: string | undefined
      while (!link && Date.now() < deadline) {
        const mail = mailbox.received.find((m) => m.to.includes(email))
        link = mail && /https?:\/\/\S+\/account\/confirm-email\?token=[\w%-]+/.exec(decode(mail.raw))?.[0]
        if (!link) await sleep(200)
      }
      if (!link) throw new Error(`no confirmation e-mail reached ${email}`)
      const confirmed = await status(fetch(base + new URL(link).pathname + new URL(link).search, { signal: AbortSignal.timeout(TIMEOUT_MS) }))
      if (confirmed !== 200) throw new Error(`confirmation link of ${email} answered ${confirmed}`)
      return { email, cookie }
    }),
  )
}

/**
 * The drill's writers over the whole run: `start` sends, from `workers` concurrent clients, sign-ups,
 * submissions and reviews in turn until stop(), recording each in `writes` with the answer it got.
 * Names are unique over the run, and each review goes to a business its reviewer has not been sent
 * yet (every review is a new row: a second save would be an edit). Writes are named after `run`.
 */
export function crashWriters(options: { run: string; reviewers: Reviewer[]; businesses: string[]; writes: Write[] }) {
  const { run, writes } = options
  const pairs = options.reviewers.flatMap((reviewer) => options.businesses.map((businessId) => ({ reviewer, businessId })))
  let n = 0
  const send = async (base: string, kind: WriteKind): Promise<Write | null> => {
    const i = n++
    if (kind === 'sign-up') {
      const key = `crash-${run}-${i}@example.com`
      return { kind, key, status: await signUp(base, key).then((r) => r.status).catch(() => 0) }
    }
    if (kind === 'submission') {
      const key = `Crash ${run} ${i}`
      return { kind, key, status: await status(post(base, '/api/submissions', { kind: 'nomination', businessName: key })) }
    }
    const pair = pairs.shift() // never sent again, answered or not
    if (!pair) return null
    const key = `Crash drill ${run} review ${i}: ${REVIEW_TEXT}.`
    const fields = { intent: 'save', stars: String(1 + (i % 5)), body: key }
    return { kind, key, status: await status(post(base, `/businesses/${pair.businessId}/reviews`, fields, pair.reviewer.cookie)) }
  }
  return {
    /** Reviews that can still be sent. */
    reviewsLeft: () => pairs.length,
    start(base: string, workers: number) {
      let running = true
      const worker = async (w: number) => {
        for (let turn = w; running; turn++) {
          const write = await send(base, WRITE_KINDS[turn % WRITE_KINDS.length]!)
          if (write) writes.push(write)
          if (write?.status === 0) await sleep(50) // a killed server refuses at once: don't spin
        }
      }
      const all = Array.from({ length: workers }, (_, w) => worker(w))
      return {
        async stop() {
          running = false
          await Promise.all(all)
        },
      }
    },
  }
}

export interface StoredCheck {
  /** Acknowledged writes of each kind that are stored whole. */
  found: Record<WriteKind, number>
  /** Acknowledged writes that are not (or only in part). */
  lost: Write[]
  /** Written in part, acknowledged or not: an account without its password login, a business whose review count disagrees with its reviews. */
  partial: string[]
  /** Accounts stored without their profile yet (a sign-up cut short: the profile comes at sign-in). */
  profileless: string[]
}

/**
 * Looks up every write of the run in the database: a sign-up is its user with a password login
 * and a profile under its name; a submission its row; a review its row with its text.
 */
export async function checkStored(query: Query, run: string, writes: Write[]): Promise<StoredCheck> {
  const users = await query<{ email: string; name: string | null; passwords: string }>(
    `select u.email, p.full_name as name, (select count(*) from account a where a."userId" = u.id and a."providerId" = 'credential') as passwords
       from "user" u left join profiles p on p.user_id = u.id where u.email like $1`,
    [`crash-${run}-%`],
  )
  const submissions = await query<{ business_name: string }>('select business_name from submissions where business_name like $1', [`Crash ${run} %`])
  const reviews = await query<{ body: string }>('select body from reviews where body like $1', [`Crash drill ${run} review %`])
  const stats = await query<{ id: string; review_count: number; approved: string }>(
    `select b.id, b.review_count, (select count(*) from reviews r where r.business_id = b.id and r.status = 'approved') as approved
       from businesses b where b.id in (select business_id from reviews where body like $1)`,
    [`Crash drill ${run} review %`],
  )
  const whole = new Set(users.filter((u) => Number(u.passwords) === 1 && u.name === nameOf(u.email)).map((u) => u.email))
  const stored: Record<WriteKind, Set<string>> = {
    'sign-up': whole,
    submission: new Set(submissions.map((s) => s.business_name)),
    review: new Set(reviews.map((r) => r.body)),
  }
  const found = { 'sign-up': 0, submission: 0, review: 0 }
  const lost: Write[] = []
  for (const write of writes.filter(acknowledged)) {
    if (stored[write.kind].has(write.key)) found[write.kind]++
    else lost.push(write)
  }
  const partial = [
    ...users.filter((u) => Number(u.passwords) !== 1).map((u) => `account ${u.email}: ${u.passwords} password logins`),
    ...stats.filter((s) => Number(s.review_count) !== Number(s.approved)).map((s) => `business ${s.id}: review count ${s.review_count}, ${s.approved} approved reviews`),
  ]
  const profileless = users.filter((u) => Number(u.passwords) === 1 && u.name !== nameOf(u.email)).map((u) => `account ${u.email}: profile name ${u.name ?? 'missing'}`)
  return { found, lost, partial, profileless }
}

/**
 * Runs `work` with SQL on the server's stored data: the PostgreSQL database at `databaseUrl`, else
 * the PGlite folder in `dataDir` — opened once, so the server must be stopped (one process at a time).
 */
export async function withStoredData<T>(where: { dataDir: string; databaseUrl?: string }, work: (query: Query) => Promise<T>): Promise<T> {
  if (where.databaseUrl) {
    const client = new pg.Client({ connectionString: where.databaseUrl })
    await client.connect()
    try {
      return await work(async <R>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as R[])
    } finally {
      await client.end()
    }
  }
  const db = new PGlite(join(where.dataDir, 'pglite'))
  try {
    return await work(async <R>(sql: string, params: unknown[] = []) => (await db.query<R>(sql, params)).rows)
  } finally {
    await db.close()
  }
}

/** A short random tag for a run's names. */
export const runTag = () => randomBytes(3).toString('hex')
