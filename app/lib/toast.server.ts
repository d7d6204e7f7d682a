import { createCookie, data, redirect } from 'react-router'
import { getEnv } from './env.server.ts'

export interface FlashToast {
  type: 'success' | 'error' | 'info'
  title: string
  description?: string
}

// A toast that survives a redirect: set on the redirect, read (and cleared) by the root loader.
let cookie: ReturnType<typeof createCookie> | undefined
// Secure whenever the site runs on https (like every cookie the site sets).
const toastCookie = () =>
  (cookie ??= createCookie('safest_toast', { path: '/', httpOnly: true, sameSite: 'lax', maxAge: 60, secure: getEnv().SITE_URL.startsWith('https://') }))

export async function redirectWithToast(url: string, toast: FlashToast, headers = new Headers()): Promise<Response> {
  headers.append('Set-Cookie', await toastCookie().serialize(toast))
  return redirect(url, { headers })
}

/**
 * A toast for the answer of a fetcher's action: the root loader, which runs again after it, shows
 * it, so it appears even when the form that posted is gone from the page (a review just approved).
 */
export async function toastHeaders(toast: FlashToast): Promise<Headers> {
  return new Headers({ 'Set-Cookie': await toastCookie().serialize(toast), 'Cache-Control': 'no-store' })
}

/**
 * A fetcher form's success: never stored, its message a toast (toastHeaders). The same form posted
 * without JavaScript (a navigation) goes back to `back` with the toast instead. Refusals are
 * AppErrors, answered by `failure` (app-error.server.ts) with the same `request` and `back`.
 */
export async function formAnswer<T extends { ok: true; message: string }>(body: T, status: number, from: { request: Request; back: string }) {
  if (from.request.headers.get('sec-fetch-mode') === 'navigate') return redirectWithToast(from.back, { type: 'success', title: body.message })
  return data(body, { status, headers: await toastHeaders({ type: 'success', title: body.message }) })
}

/** The pending toast of a request and the Set-Cookie header that clears it. */
export async function takeToast(request: Request): Promise<{ toast: FlashToast | null; headers: Headers }> {
  const headers = new Headers()
  const value = (await toastCookie().parse(request.headers.get('cookie'))) as FlashToast | null
  if (!value || typeof value.title !== 'string') return { toast: null, headers }
  headers.append('Set-Cookie', await toastCookie().serialize('', { maxAge: 0 }))
  return { toast: { type: value.type, title: value.title, description: value.description }, headers }
}
