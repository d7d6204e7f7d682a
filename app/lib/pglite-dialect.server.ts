import type { PGlite } from '@electric-sql/pglite'
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely'

/**
 * A Kysely dialect over PGlite's own API (see docs/decisions/002-pglite-dialect.md).
 * PGlite is one connection, so connections are handed out one at a time: a transaction
 * holds it until commit/rollback and other queries wait.
 *
 * A broken instance (closed, or its WebAssembly runtime aborted) makes every later query fail
 * with "PGlite is unavailable …", which the app answers with 503 (db-errors.server.ts); only a
 * restart of the process brings the database back. See docs/decisions/006-database-outages.md.
 */
export class PGliteDialect implements Dialect {
  constructor(private readonly pglite: PGlite) {}
  createDriver(): Driver {
    return new PGliteDriver(this.pglite)
  }
  createAdapter() {
    return new PostgresAdapter()
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db)
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler()
  }
}

/** Why a PGlite instance can serve no more queries; shared by the driver and its connections. */
class PGliteHealth {
  broken: unknown

  constructor(private readonly pglite: PGlite) {}

  /** Throws at once instead of calling into a closed or aborted instance. */
  check(): void {
    if (this.broken !== undefined) throw unavailable(this.broken)
    // PGlite answers a query during close() with a TypeError from its internals: say it plainly.
    if (this.pglite.closed) throw unavailable(new Error('PGlite is closed'))
  }

  /** After a WebAssembly trap or an Emscripten exit the runtime's memory is undefined: stop using it. */
  noteFailure(error: unknown): void {
    if (isFatal(error)) this.broken = error
  }
}

function isFatal(error: unknown): boolean {
  const runtimeError = typeof WebAssembly !== 'undefined' && error instanceof WebAssembly.RuntimeError
  return runtimeError || (error as { name?: unknown } | null)?.name === 'ExitStatus'
}

function unavailable(cause: unknown): Error {
  const reason = cause instanceof Error ? cause.message : String(cause)
  return new Error(`PGlite is unavailable: ${reason}`, { cause })
}

class PGliteDriver implements Driver {
  #queue: Promise<void> = Promise.resolve()
  #release: (() => void) | undefined
  readonly #health: PGliteHealth
  constructor(private readonly pglite: PGlite) {
    this.#health = new PGliteHealth(pglite)
  }

  async init() {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.#queue
    let release!: () => void
    this.#queue = new Promise<void>((resolve) => (release = resolve))
    await previous
    try {
      this.#health.check()
    } catch (error) {
      release() // the next caller must not wait for a connection that was never handed out
      throw error
    }
    this.#release = release
    return new PGliteConnection(this.pglite, this.#health)
  }

  async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('begin'))
  }
  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('commit'))
  }
  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('rollback'))
  }
  async releaseConnection() {
    const release = this.#release
    this.#release = undefined
    release?.()
  }
  async destroy() {
    // An aborted runtime cannot flush or close; there is nothing left to release.
    if (this.#health.broken !== undefined || this.pglite.closed) return
    await this.pglite.close()
  }
}

class PGliteConnection implements DatabaseConnection {
  constructor(
    private readonly pglite: PGlite,
    private readonly health: PGliteHealth,
  ) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    this.health.check()
    let result
    try {
      // As node-postgres does: without parameters, the simple protocol, which runs a script of
      // several statements (pg-boss installs and maintains its tables so); the last one answers.
      result = compiled.parameters.length === 0 ? ((await this.pglite.exec(compiled.sql)).at(-1) ?? { rows: [] }) : await this.pglite.query<R>(compiled.sql, [...compiled.parameters])
    } catch (error) {
      this.health.noteFailure(error)
      throw error
    }
    return {
      rows: result.rows as R[],
      numAffectedRows: result.affectedRows === undefined ? undefined : BigInt(result.affectedRows),
    }
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported on PGlite')
  }
}
