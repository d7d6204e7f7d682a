import { useEffect } from 'react'
import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteLoaderData,
} from 'react-router'
import type { Route } from './+types/root'
import { RouteErrorBoundary } from './components/route-error-boundary.tsx'
import { SiteFooter } from './components/site-footer.tsx'
import { SiteHeader } from './components/site-header.tsx'
import { SocialMeta } from './components/social-meta.tsx'
import { toast, Toaster } from './components/ui/toast.tsx'
import { getSessionUser } from './domain/account/session.server.ts'
import { database } from './lib/db.server.ts'
import { takeToast } from './lib/toast.server.ts'
import { getEnv, supportEmail } from './lib/env.server.ts'
import { useNonce } from './lib/nonce.ts'
import './app.css'
// The one font file every page uses (app.css): preloaded so the text draws in Inter at first paint.
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url'

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(await database(), request)
  const { toast: flash, headers } = await takeToast(request)
  return data(
    {
      year: new Date().getFullYear(),
      supportEmail: supportEmail(),
      siteUrl: getEnv().SITE_URL,
      user: user ? { name: user.name } : null,
      flash,
    },
    { headers },
  )
}

export const meta: Route.MetaFunction = () => [
  { title: 'Safest — Safety-rated businesses, guides and products' },
  {
    name: 'description',
    content: 'Find safety-rated businesses in US cities, take a personal safety assessment and discover trusted safety products.',
  },
]

export const links: Route.LinksFunction = () => [
  { rel: 'preload', href: interLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  { rel: 'manifest', href: '/site.webmanifest' },
]

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce()
  const data = useRouteLoaderData<typeof loader>('root')
  // The layout's effect runs after every other of the first render: the page has hydrated, and
  // says so (`<html data-hydrated>`, what the journeys wait for before they use the page's scripts).
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), [])
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e40af" />
        <Meta />
        {/* For search engines and link previews, which read the server's HTML: the browser never
            loads this code, and after a client navigation the tags stay those of the first page. */}
        {import.meta.env.SSR && data && <SocialMeta siteUrl={data.siteUrl} />}
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a href="#main" className="sr-only z-[60] rounded bg-white px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
          Skip to content
        </a>
        <SiteHeader user={data?.user} />
        <main id="main" className="flex-1 pt-16">
          {children}
        </main>
        <SiteFooter year={data?.year ?? new Date().getFullYear()} user={data?.user} />
        <Toaster />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  const { flash } = useLoaderData<typeof loader>()
  // A toast set before a redirect (logout, password reset…), shown once.
  useEffect(() => {
    if (flash) toast[flash.type](flash.title, { description: flash.description })
  }, [flash])
  return <Outlet />
}

/** A page's error that no route of its own shows (RouteErrorBoundary, the same for every route). */
export const ErrorBoundary = RouteErrorBoundary
