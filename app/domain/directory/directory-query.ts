import { z } from 'zod'
import { BADGE_TYPES, type BadgeType } from '~/lib/db-schema.ts'
import { DIRECTORY_CATEGORIES } from '~/lib/categories.ts'

export const DIRECTORY_PAGE_SIZE = 12

export type SortKey = 'score' | 'rating'
export type SortDir = 'asc' | 'desc'

export interface DirectoryQuery {
  q: string
  /** A directory category, or null for All Categories. */
  type: (typeof DIRECTORY_CATEGORIES)[number]['value'] | null
  certs: BadgeType[]
  sort: SortKey
  dir: SortDir
  page: number
  /** Kept from the Find Safe Businesses dialog (state abbreviation), for links back. */
  state: string | null
}

const categoryValues = DIRECTORY_CATEGORIES.map((c) => c.value) as [string, ...string[]]

// Unknown or malformed values fall back to defaults: a shared or hand-edited URL never errors.
const schema = z.object({
  q: z.string().trim().max(100).catch(''),
  type: z.enum(categoryValues).nullable().catch(null),
  certs: z.array(z.enum(BADGE_TYPES)).catch([]),
  sort: z.enum(['score', 'rating']).catch('score'),
  dir: z.enum(['asc', 'desc']).catch('desc'),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
  state: z.string().regex(/^[A-Za-z]{2}$/).transform((s) => s.toUpperCase()).nullable().catch(null),
})

/** Reads the directory's filters from URL search params (?q, type, cert, sort, dir, page, state). */
export function parseDirectoryQuery(params: URLSearchParams): DirectoryQuery {
  const parsed = schema.parse({
    q: params.get('q') ?? '',
    type: params.get('type')?.toLowerCase() || null,
    certs: [...new Set(params.getAll('cert'))],
    sort: params.get('sort') ?? undefined,
    dir: params.get('dir') ?? undefined,
    page: params.get('page') ?? undefined,
    state: params.get('state') || null,
  })
  return { ...parsed, type: parsed.type as DirectoryQuery['type'], certs: parsed.certs.filter((c, i, a) => a.indexOf(c) === i) }
}

/** Writes a query back to search params, leaving defaults out so URLs stay short. */
export function directorySearchParams(query: Partial<DirectoryQuery>): URLSearchParams {
  const params = new URLSearchParams()
  if (query.state) params.set('state', query.state)
  if (query.q) params.set('q', query.q)
  if (query.type) params.set('type', query.type)
  for (const cert of query.certs ?? []) params.append('cert', cert)
  if (query.sort && query.sort !== 'score') params.set('sort', query.sort)
  if (query.dir && query.dir !== 'desc') params.set('dir', query.dir)
  if (query.page && query.page > 1) params.set('page', String(query.page))
  return params
}

/** Spec §2: clicking the current sort key flips direction; a new key starts descending. */
export function nextSort(current: Pick<DirectoryQuery, 'sort' | 'dir'>, key: SortKey): Pick<DirectoryQuery, 'sort' | 'dir'> {
  if (current.sort === key) return { sort: key, dir: current.dir === 'desc' ? 'asc' : 'desc' }
  return { sort: key, dir: 'desc' }
}
