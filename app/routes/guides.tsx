import { Link } from 'react-router'
import { GUIDES } from '~/content/guides.ts'
import type { PageHandle } from '~/lib/page-cache-policy.ts'
import type { Route } from './+types/guides'

// The list is the same for everyone (titles and public introductions only).
export const handle = { cache: { params: [] } } satisfies PageHandle
export const meta: Route.MetaFunction = () => [
  { title: 'In-depth buyer’s guides | Safest' },
  { name: 'description', content: 'Buyer’s guides and checklists for child, home, cyber, physical, environmental and elderly safety products.' },
]

export function loader() {
  return { guides: GUIDES.map((g) => ({ slug: g.slug, title: g.title, intro: g.intro })) }
}

export default function Guides({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-navy">In-depth buyer’s guides</h1>
      <p className="mt-2 text-muted-foreground">Everyone can read each guide’s opening; Premium members get the full guide and its checklist.</p>
      <ul className="mt-8 grid gap-4">
        {loaderData.guides.map((g) => (
          <li key={g.slug} className="rounded-xl border bg-white p-5 shadow-sm">
            <h2 className="font-semibold text-navy">
              <Link to={`/guides/${g.slug}`} className="underline-offset-4 hover:underline">
                {g.title}
              </Link>
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">{g.intro}</p>
          </li>
        ))}
      </ul>
    </div>
  )
}
