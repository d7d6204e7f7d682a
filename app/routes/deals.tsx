import { data, Link } from 'react-router'
import { PremiumGate } from '~/components/premium/premium-benefits.tsx'
import { DEALS } from '~/content/deals.ts'
import { productAnchor } from '~/content/product-categories.ts'
import { MEMBER_PAGE_HEADERS } from '~/domain/premium/model.ts'
import { findViewer } from '~/domain/premium/find-viewer.server.ts'
import { database } from '~/lib/db.server.ts'
import type { PageHandle } from '~/lib/page-cache-policy.ts'
import type { Route } from './+types/deals'

// Member content: never in the page cache (its answer depends on who asks).
export const handle = { cache: 'none' } satisfies PageHandle
export const meta: Route.MetaFunction = () => [{ title: 'Member-only deals | Safest' }, { name: 'robots', content: 'noindex' }]
export const headers = () => MEMBER_PAGE_HEADERS

/** GET /deals: the deals for Premium members; everyone else sees what Premium includes (no deal leaves the server). */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await findViewer(await database(), request)
  return data(viewer === 'premium' ? { viewer, deals: DEALS } : { viewer, deals: null }, { headers: MEMBER_PAGE_HEADERS })
}

export default function Deals({ loaderData }: Route.ComponentProps) {
  const { viewer, deals } = loaderData
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-navy">Member-only deals</h1>
      <p className="mt-2 text-muted-foreground">Discounts on safety products we recommend.</p>
      {viewer !== 'premium' ? (
        <div className="mt-8">
          <PremiumGate viewer={viewer} what="Member-only deals" />
        </div>
      ) : (
        <>
          <p className="mt-4 rounded-lg bg-muted p-3 text-sm">Sample deals for demonstration: the site owner replaces them with live offers.</p>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2" aria-label="Deals">
            {(deals ?? []).map((d) => (
              <li key={d.id} className="rounded-xl border bg-white p-5 shadow-sm">
                <p className="text-sm font-bold text-emerald-700">{d.discount}</p>
                <h2 className="mt-1 font-semibold text-navy">{d.title}</h2>
                <p className="mt-1 text-sm text-muted-foreground">{d.description}</p>
                <Link to={`/products/${d.category}#${productAnchor(d.productId)}`} className="mt-3 inline-block text-sm font-semibold text-primary underline underline-offset-4">
                  See the product<span className="sr-only">: {d.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}
