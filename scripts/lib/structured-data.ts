// The structured-data check of `npm run check:structured-data` and its test: a page's JSON-LD read
// by structured-data-testing-tool (offline: it is given the HTML, never a URL, so it fetches
// nothing) with its Google preset (Article and its kinds, Organization, WebPage, ClaimReview), and
// with presets in the tool's format for the types it has none of, from Google Search Central's
// pages for each rich result (local-business, review-snippet, product-snippet, faqpage, carousel):
// a required property missing is an error, a recommended one a warning. The tool tests an array
// of nodes loosely (a projection passes when any node has the property), so every typed node of
// the page, nested ones too, is also tested on its own.
import sdtt from 'structured-data-testing-tool'
import sdttPresets from 'structured-data-testing-tool/presets.js'

interface Test {
  test: string
  warning?: true
  description?: string
  /** Run only when this passes. */
  conditional?: { test: string }
}
interface Preset {
  name: string
  description: string
  conditional?: Test
  tests?: Test[]
  /** Presets it runs too (the tool's Google preset is a list of them). */
  presets?: unknown[]
}

/**
 * A preset for one type: `required` paths are errors when missing, `recommended` warnings, and
 * `requiredIfGiven` errors when the property they are in is given (`publisher.logo.url`: when
 * there is a publisher).
 */
function preset(type: string, source: string, required: string[], recommended: string[] = [], requiredIfGiven: string[] = []): Preset {
  // `[a, b]`: the values of a and b, without the missing ones (the tool passes any non-empty list).
  const path = (p: string) => (p.startsWith('[') ? `${type}[*].${p}[] | [?@ != \`null\`]` : `${type}[*].${p}`)
  return {
    name: type,
    description: `Google Search Central, ${source}`,
    conditional: { test: type },
    tests: [
      ...required.map((p) => ({ test: path(p), description: p })),
      ...recommended.map((p) => ({ test: path(p), description: p, warning: true as const })),
      ...requiredIfGiven.map((p) => ({ test: path(p), description: p, conditional: { test: path(p.split('.')[0]!) } })),
    ],
  }
}

const ADDRESS = ['address.streetAddress', 'address.addressLocality', 'address.addressRegion', 'address.postalCode', 'address.addressCountry']
/** A rating's scale, when it is not 1–5 by default. */
const SCALE = ['bestRating', 'worstRating']

/** Google's rules for the types the tool's Google preset does not cover. `[a, b]`: one of them. */
export const SAFEST_PRESETS: Preset[] = [
  preset('LocalBusiness', 'structured-data/local-business', ['name', 'address', 'address."@type"'], ['url', 'telephone', ...ADDRESS]),
  preset('AggregateRating', 'structured-data/review-snippet', ['ratingValue', '[ratingCount, reviewCount]'], SCALE),
  // A publisher, when given, as the tool's Article preset wants one: a name and a logo with its URL.
  preset('Review', 'structured-data/review-snippet', ['author', 'author.name', 'reviewRating', 'reviewRating.ratingValue'], ['datePublished', ...SCALE.map((p) => `reviewRating.${p}`)], ['publisher.name', 'publisher.logo.url']),
  preset('Product', 'structured-data/product-snippet', ['name', '[offers, review, aggregateRating]'], ['image', 'description', 'offers', 'review', 'aggregateRating']),
  preset('Offer', 'structured-data/product-snippet and merchant-listing', ['[price, priceSpecification.price]', 'priceCurrency'], ['availability', 'url']),
  preset('ItemList', 'structured-data/carousel', ['itemListElement']),
  preset('ListItem', 'structured-data/carousel, product-snippet (pros and cons)', ['position', '[name, url, item]']),
  preset('FAQPage', 'structured-data/faqpage', ['mainEntity']),
  preset('Question', 'structured-data/faqpage', ['name', 'acceptedAnswer', 'acceptedAnswer.text']),
]

/** A node that is the top of its script: a review or a rating must then say what it is of. */
const TOP_LEVEL: Preset[] = [
  preset('Review', 'structured-data/review-snippet (not nested)', ['itemReviewed']),
  preset('AggregateRating', 'structured-data/review-snippet (not nested)', ['itemReviewed']),
]

export interface Finding {
  /** Where: `page`, or the node's type and its path in the JSON-LD (`Product.review`). */
  node: string
  test: string
  message: string
}
export interface StructuredDataReport {
  url: string
  /** The top-level types found. */
  schemas: string[]
  /** The typed nodes tested on their own, by where they sit (`ItemList.itemListElement ListItem`). */
  nodes: string[]
  passed: number
  errors: Finding[]
  warnings: Finding[]
}

interface ToolResult {
  schemas: string[]
  passed: { test: string }[]
  failed: { test: string; error?: { message: string } }[]
  warnings: { test: string; error?: { message: string } }[]
}

/** The tool on some HTML or JSON: its answer, passed or failed (it rejects with the answer on a failure). */
async function run(input: string, presets: Preset[]): Promise<ToolResult> {
  try {
    return (await sdtt.structuredDataTest(Buffer.from(input), { presets, auto: false })) as ToolResult
  } catch (error) {
    const e = error as { type?: string; res?: ToolResult }
    if (e.type === 'VALIDATION_FAILED' && e.res) return e.res
    throw error
  }
}

/** The JSON-LD blocks of a page. */
export function jsonLdBlocks(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!) as unknown)
}

/** Every node with a @type, with where it sits. */
function typedNodes(value: unknown, at: string, out: { node: Record<string, unknown>; at: string; top: boolean }[] = [], top = true) {
  if (Array.isArray(value)) {
    value.forEach((v) => typedNodes(v, at, out, top))
  } else if (value && typeof value === 'object') {
    const node = value as Record<string, unknown>
    const type = typeof node['@type'] === 'string' ? node['@type'] : null
    const here = type ? (at ? `${at} ${type}` : type) : at
    if (type) out.push({ node, at: here, top })
    for (const [key, child] of Object.entries(node)) if (key !== '@context') typedNodes(child, `${here}.${key}`, out, false)
  }
  return out
}

/** Checks a page's structured data: the tool's Google preset on the page, then every typed node by its type's rules. */
export async function checkStructuredData(url: string, html: string): Promise<StructuredDataReport> {
  const report: StructuredDataReport = { url, schemas: [], nodes: [], passed: 0, errors: [], warnings: [] }
  const add = (node: string, result: ToolResult) => {
    report.passed += result.passed.length
    for (const t of result.failed) report.errors.push({ node, test: t.test, message: t.error?.message ?? 'failed' })
    for (const t of result.warnings) report.warnings.push({ node, test: t.test, message: t.error?.message ?? 'missing' })
  }
  const page = await run(html, [sdttPresets.Google])
  report.schemas = page.schemas
  add('page', page)
  for (const { node, at, top } of jsonLdBlocks(html).flatMap((block) => typedNodes(block, ''))) {
    report.nodes.push(at)
    add(at, await run(JSON.stringify(node), [sdttPresets.Google, ...SAFEST_PRESETS, ...(top ? TOP_LEVEL : [])]))
  }
  return report
}

/** A report as lines for a terminal: the errors, and each warning once per page. */
export function formatReport(r: StructuredDataReport): string[] {
  const lines = [`${r.errors.length === 0 ? 'ok  ' : 'FAIL'} ${r.url}: ${r.schemas.join(', ') || 'no structured data'} (${r.nodes.length} nodes, ${r.passed} tests passed, ${r.errors.length} errors, ${r.warnings.length} warnings)`]
  for (const e of r.errors) lines.push(`     error   ${e.node}: ${e.message}`)
  const seen = new Set<string>()
  for (const w of r.warnings) {
    const key = `${w.node.split('.')[0]} ${w.test}`
    if (seen.has(key)) continue
    seen.add(key)
    lines.push(`     warning ${w.node}: ${w.message}`)
  }
  return lines
}

/**
 * The pages checked: a city page (the sitemap's first), the business first on its list, the
 * example product review and the newest blog post (the sitemap's first post), and any `extra`.
 */
export async function pagesToCheck(base: string, extra: string[] = []): Promise<string[]> {
  const text = async (path: string) => {
    const answer = await fetch(base + path)
    if (!answer.ok) throw new Error(`${path}: ${answer.status}`)
    return answer.text()
  }
  const paths = [...(await text('/sitemap.xml')).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
  const city = paths.find((p) => /^\/city\/[^/]+$/.test(p))
  const post = paths.find((p) => /^\/blog\/[^/]+$/.test(p) && p !== '/blog/feed.xml')
  if (!city || !post) throw new Error('The sitemap lists no city page or no blog post')
  const list = jsonLdBlocks(await text(city)).find((b) => (b as { '@type'?: string })['@type'] === 'ItemList') as { itemListElement?: { url: string }[] } | undefined
  const business = list?.itemListElement?.[0]?.url
  if (!business) throw new Error(`${city} lists no business`)
  return [city, new URL(business).pathname, '/reviews/example', post, ...extra]
}

/** Fetches each page and checks it. */
export async function checkPages(base: string, paths: string[]): Promise<StructuredDataReport[]> {
  const reports: StructuredDataReport[] = []
  for (const path of paths) {
    const answer = await fetch(base + path)
    if (!answer.ok) throw new Error(`${path}: ${answer.status}`)
    reports.push(await checkStructuredData(path, await answer.text()))
  }
  return reports
}
