import { isbot } from 'isbot'
import type { StatCounter } from '~/lib/db-schema-owners.ts'
import { todayIso } from '~/lib/audit-dates.ts'

// Business statistics are counted here, in memory, as the pages' beacons arrive (a Map increment),
// and handed to the job queue in batches (flush-business-stats.server.ts), whose worker resolves
// paths to businesses and adds the counts.
// No cookie, nothing stored about the visitor; bots (isbot, or no User-Agent) are not counted.

/** What a batch holds: page views by business page path, city page visits by URL, clicks by business id. */
export interface StatsBatch {
  day: string
  views: [path: string, count: number][]
  cityPages: [url: string, count: number][]
  clicks: [businessId: string, counter: StatCounter, count: number][]
}

export const CLICK_COUNTERS = ['call_clicks', 'website_clicks', 'directions_clicks', 'email_clicks'] as const satisfies readonly StatCounter[]
export type ClickCounter = (typeof CLICK_COUNTERS)[number]

const BUSINESS_PAGE = /^\/city\/([a-z0-9-]{1,120})\/([a-z0-9-]{1,200})(?:\.data)?$/
const CITY_PAGE = /^\/city\/([a-z0-9-]{1,120})(?:\.data)?$/
/** Past this many distinct keys, a batch is sent at once (memory stays small under a flood of odd URLs). */
const MAX_KEYS = 5000

let counts = new Map<string, number>()
let day = todayIso()
let dayEndsAt = Date.parse(`${day}T00:00:00Z`) + 86_400_000
let onFull: (() => void) | undefined

// isbot's pattern costs ~2.5 µs a call and a site sees few distinct User-Agents: each is tested once
// (the memo is emptied past 1,000 of them; a User-Agent longer than 512 characters is tested each
// time, so a flood of odd headers cannot make the memo large). With the day checked by a number
// compare, counting costs a cached business page ~1 % of its req/s (8 % before the memo;
// measured with npm run bench).
const people = new Map<string, boolean>()
function isPerson(userAgent: string | undefined): boolean {
  if (!userAgent) return false
  if (userAgent.length > 512) return !isbot(userAgent)
  let person = people.get(userAgent)
  if (person === undefined) {
    if (people.size >= 1000) people.clear()
    person = !isbot(userAgent)
    people.set(userAgent, person)
  }
  return person
}

function add(key: string): void {
  const now = Date.now()
  // A new UTC day (or the clock set back past midnight): the batch so far belongs to the old one.
  if (now >= dayEndsAt || now < dayEndsAt - 86_400_000) {
    const today = todayIso()
    if (today !== day && counts.size > 0) onFull?.()
    day = today
    dayEndsAt = Date.parse(`${day}T00:00:00Z`) + 86_400_000
  }
  counts.set(key, (counts.get(key) ?? 0) + 1)
  if (counts.size >= MAX_KEYS) onFull?.()
}

/** A person's view of a business page or a city page (its path and query; the page's beacon). */
export function countVisit(url: string, userAgent: string | undefined): void {
  if (!url.startsWith('/city/')) return
  const q = url.indexOf('?')
  const path = (q === -1 ? url : url.slice(0, q)).toLowerCase()
  const business = BUSINESS_PAGE.exec(path)
  if (business) {
    if (isPerson(userAgent)) add(`v ${business[1]}/${business[2]}`)
    return
  }
  const city = CITY_PAGE.exec(path)
  if (city && isPerson(userAgent)) {
    const search = new URLSearchParams(q === -1 ? '' : url.slice(q + 1))
    search.delete('_routes')
    search.sort()
    add(`c ${city[1]}?${search.toString().slice(0, 300)}`)
  }
}

/** A click on call, website, directions or e-mail (the page's beacon). */
export function countClick(businessId: string, counter: ClickCounter, userAgent: string | undefined): void {
  if (isPerson(userAgent)) add(`k ${businessId} ${counter}`)
}

/** The counts so far, as one batch (and a fresh count), or null when there is nothing. */
export function takeStatsBatch(): StatsBatch | null {
  if (counts.size === 0) return null
  const taken = counts
  counts = new Map()
  const batch: StatsBatch = { day, views: [], cityPages: [], clicks: [] }
  for (const [key, n] of taken) {
    const [kind, target, counter] = key.split(' ')
    if (kind === 'v') batch.views.push([target!, n])
    else if (kind === 'c') batch.cityPages.push([target!, n])
    else batch.clicks.push([target!, counter as StatCounter, n])
  }
  return batch
}

/** Called when the count should be sent before the next timer (a new day, or too many keys). */
export function whenStatsFull(callback: (() => void) | undefined): void {
  onFull = callback
}
