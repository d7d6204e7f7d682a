import type * as React from 'react'
import { isRouteErrorResponse, Link, useLocation } from 'react-router'
import { isFailure } from '~/lib/app-error.ts'
import { NotFound } from './not-found.tsx'
import { buttonVariants } from './ui/button.tsx'
import { ShieldAlert } from './ui/icons.tsx'

/**
 * Every route's error page (a route module exports it as its ErrorBoundary; the root too): what a
 * loader or action refused, shown inside the site's header and footer. 404 says what was not
 * found, 403 is Access Denied with the reason, 503 is the database's "We'll be right back"; any
 * other refusal shows its status and message (a Failure's, app-error.server.ts). A crash shows no
 * detail: its stack never reaches the page.
 */
export function RouteErrorBoundary({ error }: { error: unknown }) {
  const status = isRouteErrorResponse(error) ? error.status : 500
  const message = isRouteErrorResponse(error) && isFailure(error.data) ? error.data.message : null
  if (status === 404) return <NotFound message={message} />
  if (status === 403) return <AccessDenied message={message ?? 'You don’t have permission to access this page.'} />
  // 503: the database is unavailable (db-errors.server.ts). Usually over in seconds.
  if (status === 503 && !message) return <BeRightBack />
  return (
    <ErrorPage status={status} title="Something went wrong">
      {message ?? 'We couldn’t load this page. Please try again in a moment.'}
    </ErrorPage>
  )
}

function ErrorPage({ status, title, children }: { status: number; title: string; children: React.ReactNode }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="text-5xl font-extrabold text-primary">{status}</p>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-muted-foreground">{children}</p>
      <Link to="/" className={buttonVariants({ size: 'lg' })}>
        Return to Home
      </Link>
    </section>
  )
}

/** Spec §4/§6: what anyone but the admin sees on /admin, and any page a member may not open. */
export function AccessDenied({ message }: { message: string }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center" role="alert">
      <ShieldAlert className="size-12 text-destructive" aria-hidden />
      <h1 className="text-3xl font-bold text-navy">Access Denied</h1>
      <p className="text-muted-foreground">{message}</p>
      <Link to="/" className={buttonVariants()}>
        Back to Home
      </Link>
    </section>
  )
}

function BeRightBack() {
  const { pathname, search } = useLocation()
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">We’ll be right back</h1>
      <p className="text-muted-foreground">Safest is briefly unavailable while we reconnect to our database. Please try again in a few seconds.</p>
      {/* A plain link: a full page load runs every loader again. */}
      <a href={pathname + search} className={buttonVariants({ size: 'lg' })}>
        Retry
      </a>
    </section>
  )
}
