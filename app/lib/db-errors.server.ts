import type { DatabaseConnection, Dialect, Driver, QueryCompiler, TransactionSettings } from 'kysely'
import { log } from './log.server.ts'

/** Seconds a client should wait before retrying a 503 (sent as Retry-After). */
export const RETRY_AFTER_SECONDS = 5
export const UNAVAILABLE_MESSAGE = 'Service temporarily unavailable'

// Socket-level failures: the server is down, restarting or unreachable.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ECONNABORTED',
])

// SQLSTATEs that say "the server cannot serve you right now" rather than "your query is wrong":
// shutdown, crash recovery, not yet accepting connections, too many connections.
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '57P05', '53300'])

// Messages of pg, pg-pool, Kysely and PGlite that carry no code. Matched as prefixes.
const UNAVAILABLE_MESSAGES = [
  'Connection terminated', // pg: "… unexpectedly", "… due to connection timeout"
  'timeout exceeded when trying to connect', // pg-pool: connectionTimeoutMillis elapsed
  'Query read timeout', // pg: query_timeout elapsed, the server stopped answering
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool', // shutting down
  'driver has already been destroyed', // Kysely, shutting down
  'PGlite is closed',
  'PGlite is closing',
  'PGlite failed to initialize properly',
  'PGlite is unavailable', // our dialect, after a fatal WebAssembly error
  'Aborted(', // Emscripten abort inside PGlite
]

/**
 * True when an error means "the database cannot be reached or cannot serve queries right now"
 * (so the answer is 503 and retrying later may work), false for errors of the query itself.
 * Follows `cause` chains and AggregateError members (Node reports one per address tried).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (error instanceof DatabaseUnavailableResponse) return true
  if (typeof error !== 'object' || error === null || depth > 5) return false
  if (typeof WebAssembly !== 'undefined' && error instanceof WebAssembly.RuntimeError) return true
  const { code, message, name, cause, errors } = error as {
    code?: unknown
    message?: unknown
    name?: unknown
    cause?: unknown
    errors?: unknown
  }
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08'))) return true
  if (name === 'ExitStatus') return true // Emscripten: the PGlite runtime exited
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.startsWith(m))) return true
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true
  return cause !== undefined && isDatabaseUnavailable(cause, depth + 1)
}

/** One line for logs: name, message and code of an error (or of a DatabaseUnavailableResponse). */
export function describeError(error: unknown): string {
  if (error instanceof DatabaseUnavailableResponse) return error.toString()
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code
    return `${error.name}: ${error.message}${typeof code === 'string' ? ` (${code})` : ''}`
  }
  return String(error)
}

/**
 * What the application's database handle throws when the database is unavailable.
 * It is a Response (503, JSON body, Retry-After) because React Router answers a thrown Response
 * as it is from resource routes (/api/…) and turns it into a 503 route error response for pages,
 * which the root ErrorBoundary renders as "We'll be right back". It also reads like an Error in
 * logs (name, message, cause). Create one per throw: a Response body can be read only once.
 */
export class DatabaseUnavailableResponse extends Response {
  readonly name = 'DatabaseUnavailableError'
  readonly message: string
  readonly cause: unknown

  constructor(cause: unknown) {
    super(JSON.stringify({ error: UNAVAILABLE_MESSAGE }), {
      status: 503,
      statusText: 'Service Unavailable',
      headers: unavailableHeaders({ 'Content-Type': 'application/json; charset=utf-8' }),
    })
    this.cause = cause
    this.message = `Database unavailable: ${describeError(cause)}`
  }

  toString(): string {
    return `${this.name}: ${this.message}`
  }
}

/** Headers of every 503 we send: retry soon, and never cache the outage. */
export function unavailableHeaders(extra: Record<string, string> = {}): Record<string, string> {
  return { 'Retry-After': String(RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store', ...extra }
}

/** The error to throw to a request: a fresh 503 response for an outage, anything else unchanged. */
export function toRequestError(error: unknown): unknown {
  if (!isDatabaseUnavailable(error)) return error
  const cause = error instanceof DatabaseUnavailableResponse ? error.cause : error
  return new DatabaseUnavailableResponse(cause)
}

/**
 * Logs an outage once when it starts and once when it ends, instead of once per failed query
 * (under load that would be hundreds of lines a second; each 503 still has its request line).
 */
export class OutageLog {
  #since: number | undefined

  failed(error: unknown): void {
    if (this.#since !== undefined) return
    this.#since = Date.now()
    log('error', 'database unavailable', { error: describeError(error) })
  }

  succeeded(): void {
    if (this.#since === undefined) return
    log('info', 'database available again', { downMs: Date.now() - this.#since })
    this.#since = undefined
  }
}

/**
 * Wraps a Kysely dialect so that every query, connection and transaction step that fails because
 * the database is unavailable throws a DatabaseUnavailableResponse instead (see
 * docs/decisions/006-database-outages.md). Other errors pass through untouched.
 */
export function withUnavailableAs503(dialect: Dialect, outages = new OutageLog()): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new UnavailableAs503Driver(dialect.createDriver(), outages),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
  }
}

type CompileQuery = QueryCompiler['compileQuery']

class UnavailableAs503Driver implements Driver {
  // Our connection wrappers → the inner driver's connections (which it needs back on release).
  readonly #inner = new WeakMap<DatabaseConnection, DatabaseConnection>()

  constructor(
    private readonly driver: Driver,
    private readonly outages: OutageLog,
  ) {}

  async #guard<T>(run: () => Promise<T>): Promise<T> {
    try {
      const result = await run()
      this.outages.succeeded()
      return result
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error
      this.outages.failed(error)
      throw new DatabaseUnavailableResponse(error)
    }
  }

  #unwrap(connection: DatabaseConnection): DatabaseConnection {
    return this.#inner.get(connection) ?? connection
  }

  init() {
    return this.#guard(() => this.driver.init())
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const inner = await this.#guard(() => this.driver.acquireConnection())
    const outer: DatabaseConnection = {
      executeQuery: (query) => this.#guard(() => inner.executeQuery(query)),
      // Streaming is not used by the app; its errors pass through unchanged.
      streamQuery: (query, chunkSize) => inner.streamQuery(query, chunkSize),
    }
    this.#inner.set(outer, inner)
    return outer
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    return this.#guard(() => this.driver.beginTransaction(this.#unwrap(connection), settings))
  }
  commitTransaction(connection: DatabaseConnection) {
    return this.#guard(() => this.driver.commitTransaction(this.#unwrap(connection)))
  }
  rollbackTransaction(connection: DatabaseConnection) {
    return this.#guard(() => this.driver.rollbackTransaction(this.#unwrap(connection)))
  }
  savepoint(connection: DatabaseConnection, name: string, compile: CompileQuery) {
    return this.#guard(() => this.#savepointStep('savepoint')(this.#unwrap(connection), name, compile))
  }
  rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: CompileQuery) {
    return this.#guard(() => this.#savepointStep('rollbackToSavepoint')(this.#unwrap(connection), name, compile))
  }
  releaseSavepoint(connection: DatabaseConnection, name: string, compile: CompileQuery) {
    return this.#guard(() => this.#savepointStep('releaseSavepoint')(this.#unwrap(connection), name, compile))
  }
  releaseConnection(connection: DatabaseConnection) {
    return this.driver.releaseConnection(this.#unwrap(connection))
  }
  destroy() {
    return this.driver.destroy()
  }

  #savepointStep(step: 'savepoint' | 'rollbackToSavepoint' | 'releaseSavepoint') {
    const method = this.driver[step]?.bind(this.driver)
    if (!method) throw new Error(`The \`${step}\` method is not supported by this driver`)
    return method
  }
}
