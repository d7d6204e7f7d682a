/** One message per field (the first), keyed by the field's top-level name; a form-wide one under "form". */
export type FieldErrors = Record<string, string>

/**
 * What went wrong, as the one status it is answered with (`failure` in app-error.server.ts maps an
 * AppError to its answer; nothing else picks a status for a refusal).
 */
export const APP_ERROR_STATUS = {
  /** Not a form, an unknown intent: the request itself cannot be read. */
  'bad-request': 400,
  /** Nobody is signed in. */
  unauthorized: 401,
  /** Signed in, but this person may not do this. */
  forbidden: 403,
  /** The thing named does not exist (or is not this person's to see). */
  'not-found': 404,
  /** A method the route does not take. */
  'method-not-allowed': 405,
  /** The thing is in a state that refuses this: decided already, in use, taken. */
  conflict: 409,
  /** A body over the route's limit (not read); the message says the limit. */
  'payload-too-large': 413,
  /** A field's value is refused; the message names the field. */
  invalid: 422,
  /** Too many attempts: try again after `retryAfterSeconds`. */
  'too-many-requests': 429,
  /** A service the operation called failed (an image provider's error). */
  'provider-failed': 502,
  /** A service the operation needs is not there (not configured, or not answering). */
  unavailable: 503,
  /** A service the operation waited for did not finish in time. */
  timeout: 504,
} as const

export type AppErrorCode = keyof typeof APP_ERROR_STATUS

export interface AppErrorOptions {
  /** The field the message is about, so a form shows it beside that field. */
  field?: string
  /** Several fields' messages at once (a form's parse); `message` is the first of them. */
  errors?: FieldErrors
  /** For `too-many-requests`: when to try again (sent as Retry-After). */
  retryAfterSeconds?: number
  /** Headers the answer must carry (a 405's Allow). */
  headers?: Record<string, string>
  cause?: unknown
}

/**
 * The one way a domain operation fails: a code (its status), a message a person can read — it
 * names the field when there is one — and the field. Thrown inside a transaction, it rolls the
 * transaction back. Anything else thrown is a bug or an outage (500 or 503, never shown as is).
 */
export class AppError extends Error {
  override readonly name = 'AppError'
  readonly code: AppErrorCode
  readonly field?: string
  readonly errors?: FieldErrors
  readonly retryAfterSeconds?: number
  readonly headers?: Record<string, string>

  constructor(code: AppErrorCode, message: string, options: AppErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.code = code
    this.field = options.field
    this.errors = options.errors
    this.retryAfterSeconds = options.retryAfterSeconds
    this.headers = options.headers
  }

  get status(): number {
    return APP_ERROR_STATUS[this.code]
  }

  /** The messages to show beside fields: several, the one field's, or none. */
  get fieldErrors(): FieldErrors | undefined {
    return this.errors ?? (this.field ? { [this.field]: this.message } : undefined)
  }
}

/** A refused field: `invalid('slug', 'Another post already uses this slug')`. */
export const invalid = (field: string, message: string) => new AppError('invalid', message, { field })

/** A form whose fields were refused (a schema's parse): the first message leads. */
export const invalidFields = (errors: FieldErrors) => new AppError('invalid', Object.values(errors)[0] ?? 'Please correct the highlighted fields', { errors })

export const notFound = (message: string) => new AppError('not-found', message)

export const conflict = (message: string) => new AppError('conflict', message)

/** Too many attempts: the message says when to try again; Retry-After carries the seconds. */
export const tooManyRequests = (message: string, retryAfterSeconds: number) => new AppError('too-many-requests', message, { retryAfterSeconds })

export const isAppError = (error: unknown): error is AppError => error instanceof AppError

/**
 * Every refusal's body, whatever the route (fetcher forms, admin dialogs, /api JSON, a page's
 * error): `message` is for people, `errors` go beside their fields, `intent` says which of a
 * route's actions it answers.
 */
export interface Failure {
  ok: false
  code: AppErrorCode
  message: string
  errors?: FieldErrors
  intent?: string
}

export const isFailure = (value: unknown): value is Failure =>
  typeof value === 'object' && value !== null && (value as Failure).ok === false && typeof (value as Failure).message === 'string'

/** What a route's action answers: its success (`ok: true` and what it says), or a Failure. */
export type Answer<T extends object = { message: string }> = ({ ok: true } & T) | Failure

/** A request whose body is not a form. */
export const notAForm = () => new AppError('bad-request', 'Expected a form submission')

/** An `intent` the action does not know. */
export const unknownAction = () => new AppError('bad-request', 'Unknown action')

const NO_ERRORS: FieldErrors = Object.freeze({})
const shown = new WeakMap<object, Map<string, FieldErrors>>()

/**
 * The messages a form shows for an answer: a failure's field errors, or its message under `field`
 * (a refusal about no one field: shown where the form shows its general errors). None for a success.
 * The same answer gives the same object, so a form that re-renders does not take them as new.
 */
export function formErrors(answer: unknown, field = 'form'): FieldErrors {
  if (!isFailure(answer)) return NO_ERRORS
  if (answer.errors) return answer.errors
  const byField = shown.get(answer) ?? new Map<string, FieldErrors>()
  shown.set(answer, byField)
  const errors = byField.get(field) ?? { [field]: answer.message }
  byField.set(field, errors)
  return errors
}
