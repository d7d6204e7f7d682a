import { data, Link } from 'react-router'
import { RouteErrorBoundary } from '~/components/route-error-boundary.tsx'
import { PremiumGate } from '~/components/premium/premium-benefits.tsx'
import { guideBySlug } from '~/content/guides.ts'
import { MEMBER_PAGE_HEADERS } from '~/domain/premium/model.ts'
import { findViewer } from '~/domain/premium/find-viewer.server.ts'
import { notFoundPage } from '~/lib/app-error.server.ts'
import { database } from '~/lib/db.server.ts'
import type { PageHandle } from '~/lib/page-cache-policy.ts'
import type { Route } from './+types/guide'
import { TitledSection } from '~/components/ui/titled-section.tsx'

// Member content: never in the page cache (its answer depends on who asks).
export const handle = { cache: 'none' } satisfies PageHandle
export const meta: Route.MetaFunction = ({ data }) => [{ title: data && 'title' in data ? `${data.title} | Safest` : 'Guide not found | Safest' }]
export const headers = () => MEMBER_PAGE_HEADERS

/** GET /guides/:slug: the introduction for everyone; sections and checklist only leave the server for Premium members. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const guide = guideBySlug(params.slug)
  if (!guide) throw await notFoundPage('Guide not found')
  const viewer = await findViewer(await database(), request)
  const preview = { viewer, title: guide.title, intro: guide.intro, contents: guide.sections.map((s) => s.heading) }
  return data(viewer === 'premium' ? { ...preview, sections: guide.sections, checklist: guide.checklist } : { ...preview, sections: null, checklist: null }, { headers: MEMBER_PAGE_HEADERS })
}

export default function Guide({ loaderData }: Route.ComponentProps) {
  const { viewer, title, intro, contents, sections, checklist } = loaderData
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <Link to="/guides" className="text-sm font-semibold text-primary underline underline-offset-4">
        All guides
      </Link>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-navy">{title}</h1>
      <p className="mt-4 text-lg">{intro}</p>
      {viewer === 'premium' && sections && checklist ? (
        <article className="mt-6 grid gap-6">
          {sections.map((s) => (
            <section key={s.heading}>
              <h2 className="text-xl font-bold text-navy">{s.heading}</h2>
              <p className="mt-2">{s.body}</p>
            </section>
          ))}
          <TitledSection id="checklist-heading" title="Checklist" className="rounded-xl border bg-white p-5">
            <ul className="mt-3 grid gap-2">
              {checklist.map((item) => (
                <li key={item} className="flex gap-2">
                  <span aria-hidden>☐</span> {item}
                </li>
              ))}
            </ul>
          </TitledSection>
        </article>
      ) : (
        <div className="mt-6 grid gap-6">
          <div>
            <h2 className="font-semibold text-navy">In the full guide</h2>
            <ul className="mt-2 list-disc pl-6 text-muted-foreground">
              {contents.map((c) => (
                <li key={c}>{c}</li>
              ))}
              <li>A printable checklist</li>
            </ul>
          </div>
          <PremiumGate viewer={viewer === 'premium' ? 'free' : viewer} what="Full buyer’s guides" />
        </div>
      )}
    </div>
  )
}

export const ErrorBoundary = RouteErrorBoundary
