import { data } from 'react-router'
import { AppError, notFound, type Failure } from './app-error.ts'
import { redirectWithToast } from './toast.server.ts'

export interface FailureHow<E extends object = object> {
  /** The request: a form posted without JavaScript (a navigation) is answered by going `back`. */
  request?: Request
  /** Where a navigation goes back to, the message as an error toast. */
  back?: string
  /** Always go back here with the toast (forms that only post without JavaScript). */
  redirect?: string
  /** The toast's title when going back; the message is then its description. */
  title?: string
  /** Which of the route's actions answers (in the body, for the form that sent it). */
  intent?: string
  /** More of the body: what the form sent, echoed so a full page keeps it. */
  extra?: E
}

/** How to answer, or how to answer this error (a gone item goes back to its list, a bad field stays). */
type HowFor<E extends object> = FailureHow<E> | ((error: AppError) => FailureHow<E>)

type FailureAnswer<E extends object = object> = ReturnType<typeof data<Failure & E>> | Response

const isNavigation = (request: Request | undefined) => request?.headers.get('sec-fetch-mode') === 'navigate'

/**
 * The one mapping of a refusal to its answer: an AppError's status (APP_ERROR_STATUS), its message
 * and fields as the Failure body (fetchers, admin dialogs, /api JSON, a page's error), never
 * stored; or, for a form posted without JavaScript, a redirect `back` with the message as a toast.
 * Anything that is not an AppError is thrown on: a bug is a 500, an outage the database's 503.
 */
export async function failure<E extends object = object>(error: unknown, howFor: HowFor<E> = {}): Promise<FailureAnswer<E>> {
  if (!(error instanceof AppError)) throw error
  const how = typeof howFor === 'function' ? howFor(error) : howFor
  const back = how.redirect ?? (how.back && isNavigation(how.request) ? how.back : undefined)
  if (back) {
    const toast = how.title ? { title: how.title, description: error.message } : { title: error.message }
    return redirectWithToast(back, { type: 'error', ...toast })
  }
  const headers: Record<string, string> = { 'Cache-Control': 'no-store', ...error.headers }
  if (error.retryAfterSeconds !== undefined) headers['Retry-After'] = String(error.retryAfterSeconds)
  const body = {
    ...(how.extra as E),
    ok: false,
    code: error.code,
    message: error.message,
    ...(error.fieldErrors ? { errors: error.fieldErrors } : {}),
    ...(how.intent !== undefined ? { intent: how.intent } : {}),
  } satisfies Failure
  return data(body as Failure & E, { status: error.status, headers })
}

/** An action's work: what `run` answers, or the failure of the AppError it throws. */
export async function attempt<T, E extends object = object>(run: () => Promise<T>, how: HowFor<E> = {}): Promise<T | FailureAnswer<E>> {
  try {
    return await run()
  } catch (error) {
    return failure(error, how)
  }
}

/**
 * A loader's work (or a guard's in an action): what `run` returns; an AppError it throws is thrown
 * on as the route's error response (its status and message), which RouteErrorBoundary shows.
 */
export async function orErrorPage<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    throw await failure(error)
  }
}

/** A loader's 404 page, saying what was not found: `if (!badge) throw await notFoundPage('Badge not found')`. */
export const notFoundPage = (message: string) => failure(notFound(message))
