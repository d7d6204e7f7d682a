import { data } from 'react-router'
import { NotFound } from '~/components/not-found.tsx'
import type { PageHandle } from '~/lib/page-cache-policy.ts'

// Every path no route answers shows the same page: rendered once, then answered from the page cache.
export const handle = { cache: { params: [], as: '/page-not-found' } } satisfies PageHandle

export function loader() {
  return data(null, { status: 404 })
}

export const meta = () => [{ title: 'Page not found | Safest' }]

export default function NotFoundRoute() {
  return <NotFound />
}
