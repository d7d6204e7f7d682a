/**
 * Deterministic generator for the businesses listed in each seeded city.
 *
 * Everything is driven by the seeded generator (~/lib/seeded-random.ts) whose seed is a hash of
 * the city's state and slug, so the same city always produces exactly the same businesses: no
 * Math.random, no clock. The word lists, name templates and texts are data: business-words.json.
 */

import { businessSlug } from '../../app/lib/slugs.ts'
import { fnv1a, seededRandom, type Rng } from '../../app/lib/seeded-random.ts'
import WORDS_DATA from './business-words.json'
import type { BadgeType, BusinessCategory, SeedBusiness } from './sample-businesses.ts'
import { ratingFor, safetyScoreFor, withThousands } from './generated-figures.ts'

export { businessSlug }

interface Locale {
  areaCodes: readonly string[]
  zips: readonly string[]
}

interface BusinessKind {
  /** Name templates: {city}, {area}, {surname}, {first} or any `words` list. */
  names: readonly string[]
  /** One-sentence introductions; may use {city}, {area}, {year}. */
  intros: readonly string[]
}

/** Real area codes and ZIP codes for the seeded cities, keyed by `${STATE}:${slug}`. */
const CITY_LOCALES: Readonly<Record<string, Locale>> = WORDS_DATA.cityLocales
const WORDS: Readonly<Record<string, readonly string[]>> = WORDS_DATA.words
const { areas: AREAS, streets: STREETS, numberedStreets: NUMBERED_STREETS } = WORDS_DATA
const STREET_SUFFIXES = WORDS_DATA.streetSuffixes as [string, number][]
const KINDS: Readonly<Record<BusinessCategory, readonly BusinessKind[]>> = WORDS_DATA.kinds
/** Concrete safety practices; one is appended to every description. */
const PRACTICES: Readonly<Record<BusinessCategory, readonly string[]>> = WORDS_DATA.practices
const CERTIFICATIONS: Readonly<Record<BusinessCategory, readonly string[]>> = WORDS_DATA.certifications

const CORE_CATEGORIES = [
  'restaurants', 'construction', 'healthcare', 'childcare', 'manufacturing', 'transportation', 'retail',
] as const satisfies readonly BusinessCategory[]

const BADGE_PROBABILITY: readonly (readonly [BadgeType, number])[] = [
  ['osha', 0.55],
  ['state', 0.45],
  ['city', 0.35],
]

/** Locale for a city: exact match, else another city in the same state, else synthetic. */
function localeFor(rng: Rng, state: string, slug: string): Locale {
  const exact = CITY_LOCALES[`${state}:${slug}`]
  if (exact) return exact
  const prefix = `${state}:`
  const sameState = Object.keys(CITY_LOCALES).find((key) => key.startsWith(prefix))
  if (sameState) {
    const loc = CITY_LOCALES[sameState]
    if (loc) return loc
  }
  const area = String(rng.int(201, 989))
  const zipBase = rng.int(100, 999) * 100
  return {
    areaCodes: [area],
    zips: [0, 3, 7, 12].map((d) => String(zipBase + d).padStart(5, '0')),
  }
}

interface TemplateContext {
  city: string
  area: string
  surname: string
  first: string
  year: string
  days: string
  inspections: string
}

function fill(rng: Rng, template: string, ctx: TemplateContext): string {
  return template.replace(/\{(\w+)\}/g, (_match, key: string) => {
    if (key in ctx) return ctx[key as keyof TemplateContext]
    if (key in WORDS) return rng.pick(WORDS[key]!)
    throw new Error(`Unknown template token {${key}}`)
  })
}

function domainFor(name: string): string {
  return `${name.toLowerCase().replace(/[^a-z0-9]/g, '')}.com`
}

function addressFor(rng: Rng, city: string, state: string, locale: Locale, usedStreets: Set<string>): string {
  let street = ''
  for (let attempt = 0; attempt < 20; attempt++) {
    const numbered = rng() < 0.2
    const base = numbered ? rng.pick(NUMBERED_STREETS) : rng.pick(STREETS)
    const suffix = numbered ? (rng() < 0.5 ? 'St' : 'Ave') : rng.weighted(STREET_SUFFIXES)
    const direction = rng() < 0.2 ? `${rng.pick(['N', 'S', 'E', 'W'] as const)} ` : ''
    street = `${direction}${base} ${suffix}`
    if (!usedStreets.has(street)) break
  }
  usedStreets.add(street)
  const number = rng() < 0.3 ? rng.int(100, 999) : rng.int(1000, 9899)
  return `${number} ${street}, ${city}, ${state} ${rng.pick(locale.zips)}`
}

/** What two businesses of the site may not share: the name and the web domain made from it. */
function siteKeys(name: string): string[] {
  return [name.toLowerCase(), domainFor(name)]
}

/** The keys of businesses already on the site (the hand-written samples), for generateBusinesses' `taken`. */
export function siteNames(businesses: readonly { name: string }[]): Set<string> {
  return new Set(businesses.flatMap((b) => siteKeys(b.name)))
}

/**
 * `name`, or when another city has it already, another name of the same kind, drawn from a
 * generator seeded by `seed` alone (the city's own stream is untouched), with the city's area added
 * as a last resort.
 */
function unusedOnSite(name: string, kind: BusinessKind, ctx: TemplateContext, seed: string, taken: Set<string>, usedKeys: Set<string>): string {
  const free = (candidate: string) =>
    !siteKeys(candidate).some((k) => taken.has(k)) && ![candidate.toLowerCase(), businessSlug(candidate), domainFor(candidate)].some((k) => usedKeys.has(k))
  if (!siteKeys(name).some((k) => taken.has(k))) return name
  const rng = seededRandom(fnv1a(seed))
  for (let attempt = 0; attempt < 60; attempt++) {
    const candidate = fill(rng, rng.pick(kind.names), { ...ctx, area: rng.pick(AREAS), surname: rng.pick(WORDS.surname!), first: rng.pick(WORDS.first!) })
    if (free(candidate)) return candidate
  }
  for (const area of AREAS) if (free(`${name} ${area}`)) return `${name} ${area}`
  throw new Error(`No name left for a business like ${name}`)
}

/**
 * Generate `count` businesses for a city. Deterministic: the same city always
 * yields exactly the same list. With count >= 7 every core category
 * (restaurants, construction, healthcare, childcare, manufacturing,
 * transportation, retail) appears at least once; extra slots get a random
 * category, occasionally 'other'. Names are unique within the city and, given the site's `taken`
 * names (and web domains), across the site: a name another city already has is drawn again from a
 * generator of its own, so the rest of the city's list stays as it was. The names it gives are added
 * to `taken`.
 */
export function generateBusinesses(
  city: { name: string; state: string; slug: string },
  count = 8,
  taken: Set<string> = new Set(),
): SeedBusiness[] {
  const total = Math.max(0, Math.floor(count))
  const rng = seededRandom(fnv1a(`${city.state}:${city.slug}`))
  const locale = localeFor(rng, city.state, city.slug)

  const core = rng.shuffle(CORE_CATEGORIES)
  const categories: BusinessCategory[] = core.slice(0, Math.min(total, core.length))
  while (categories.length < total) {
    categories.push(rng() < 0.15 ? 'other' : rng.pick(CORE_CATEGORIES))
  }
  const ordered = rng.shuffle(categories)

  const phoneSuffixes = rng.shuffle(Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0')))
  const usedKeys = new Set<string>()
  const usedKinds = new Set<BusinessKind>()
  const usedStreets = new Set<string>()
  const businesses: SeedBusiness[] = []

  ordered.forEach((category, index) => {
    const kinds = KINDS[category]
    let name = ''
    let ctx: TemplateContext | undefined
    let kind: BusinessKind | undefined

    for (let attempt = 0; attempt < 60; attempt++) {
      const candidateCtx: TemplateContext = {
        city: city.name,
        area: rng.pick(AREAS),
        surname: rng.pick(WORDS.surname!),
        first: rng.pick(WORDS.first!),
        year: String(rng.int(1952, 2016)),
        days: withThousands(rng.int(400, 2400)),
        inspections: String(rng.int(6, 15)),
      }
      const candidateKind = rng.pick(kinds)
      // Prefer a kind not used yet in this city (no two towing companies).
      if (usedKinds.has(candidateKind) && attempt < 30) continue
      const candidate = fill(rng, rng.pick(candidateKind.names), candidateCtx)
      const keys = [candidate.toLowerCase(), businessSlug(candidate), domainFor(candidate)]
      const clash = keys.some((k) => usedKeys.has(k))
      if (!clash || attempt === 59) {
        name = clash ? `${candidate} ${candidateCtx.area}` : candidate
        ctx = candidateCtx
        kind = candidateKind
        break
      }
    }
    if (!ctx || !kind) throw new Error('unreachable: no business name generated')
    name = unusedOnSite(name, kind, ctx, `${city.state}:${city.slug}:${index}`, taken, usedKeys)
    for (const k of [name.toLowerCase(), businessSlug(name), domainFor(name)]) usedKeys.add(k)
    for (const k of siteKeys(name)) taken.add(k)
    usedKinds.add(kind)

    const intro = fill(rng, rng.pick(kind.intros), ctx)
    const practice = fill(rng, rng.pick(PRACTICES[category]), ctx)
    const description = `${intro} ${practice}`

    const safetyScore = safetyScoreFor(rng)
    const rating = ratingFor(rng, safetyScore)
    const t = (safetyScore - 70) / 29

    const certCount = Math.min(3, Math.floor(rng() * 3 + t * 1.5))
    const certifications = rng.shuffle(CERTIFICATIONS[category]).slice(0, certCount)

    const badges: BadgeType[] = []
    for (const [badge, p] of BADGE_PROBABILITY) {
      if (rng() < Math.min(0.95, p * (0.45 + 0.9 * t))) badges.push(badge)
    }

    const domain = domainFor(name)
    const phone = `(${rng.pick(locale.areaCodes)}) 555-01${phoneSuffixes[index % phoneSuffixes.length] ?? '00'}`
    const email = rng() < 0.04 ? null : `info@${domain}`
    const website = rng() < 0.05 ? null : `https://www.${domain}`

    businesses.push({
      name,
      category,
      description,
      rating,
      safetyScore,
      address: addressFor(rng, city.name, city.state, locale, usedStreets),
      phone,
      email,
      website,
      certifications,
      badges,
    })
  })

  return businesses
}
