import { data } from 'react-router'
import { NotFound } from '~/components/not-found.tsx'
import type { PageHandle } from '~/lib/page-cache-policy.ts'

export const handle = { cache: 'none' } satisfies PageHandle

export function loader() {
  return data(null, { status: 404 })
}

export const meta = () => [{ title: 'Page not found | Safest' }]

export default function NotFoundRoute() {
  return <NotFound />
}
