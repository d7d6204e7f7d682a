import type { MessagePort } from 'node:worker_threads'
import { CompiledQuery, type DatabaseConnection, type Driver, type QueryResult, type TransactionSettings } from 'kysely'
import { PostgresSpeakingDialect } from '../pglite-dialect.server.ts'
import type { MainToThread, QueryError, QueryReply, ThreadToMain } from './messages.ts'

type Request = { type: 'query'; sql: string; parameters: readonly unknown[]; lease?: number } | { type: 'lease' }

/**
 * A render thread's line to the main thread, which holds the database (render-pool.server.ts):
 * each request gets an id, and the main thread's reply settles it.
 */
export class MainThreadLine {
  #nextId = 1
  readonly #waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>()

  constructor(private readonly port: Pick<MessagePort, 'postMessage'>) {}

  ask<T>(request: Request): Promise<T> {
    const id = this.#nextId++
    return new Promise<T>((resolve, reject) => {
      this.#waiting.set(id, { resolve: resolve as (value: unknown) => void, reject })
      this.port.postMessage({ ...request, id } satisfies ThreadToMain)
    })
  }

  tell(message: ThreadToMain): void {
    this.port.postMessage(message)
  }

  /** Settles the request a reply answers; false for a message that is no reply. */
  receive(message: MainToThread): boolean {
    if (message.type !== 'reply') return false
    const waiting = this.#waiting.get(message.id)
    if (!waiting) return true
    this.#waiting.delete(message.id)
    if (message.ok) waiting.resolve(message.value)
    else waiting.reject(rebuildError(message.error))
    return true
  }
}

/** An Error carrying what the app reads off database errors (code, constraint…). */
function rebuildError(error: QueryError): Error {
  // The prefix is one db-errors.server.ts knows: the app answers 503, as it would in the main thread.
  if (error.unavailable) return new Error(`PGlite is unavailable: ${error.message}`)
  const { message, unavailable: _, ...fields } = error
  return Object.assign(new Error(message), fields)
}

/**
 * A Kysely dialect whose queries run in the main thread's database. A query outside a transaction
 * is one message; a transaction first leases the main thread's connection, so its statements run
 * on one connection, in order, with nothing else in between.
 */
export class ThreadDatabaseDialect extends PostgresSpeakingDialect {
  constructor(private readonly line: MainThreadLine) {
    super()
  }
  createDriver(): Driver {
    return new ThreadDriver(this.line)
  }
}

class ThreadDriver implements Driver {
  constructor(private readonly line: MainThreadLine) {}
  async init() {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return new ThreadConnection(this.line)
  }
  async beginTransaction(connection: ThreadConnection, settings: TransactionSettings) {
    await connection.lease()
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : ''
    await connection.executeQuery(CompiledQuery.raw(`start transaction${isolation}`))
  }
  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('commit'))
  }
  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('rollback'))
  }
  async releaseConnection(connection: ThreadConnection) {
    connection.release()
  }
  async destroy() {}
}

class ThreadConnection implements DatabaseConnection {
  #lease: number | undefined

  constructor(private readonly line: MainThreadLine) {}

  async lease(): Promise<void> {
    this.#lease = await this.line.ask<number>({ type: 'lease' })
  }

  release(): void {
    if (this.#lease === undefined) return
    this.line.tell({ type: 'release', lease: this.#lease })
    this.#lease = undefined
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const reply = await this.line.ask<QueryReply>({ type: 'query', sql: compiled.sql, parameters: compiled.parameters, lease: this.#lease })
    return { rows: reply.rows as R[], numAffectedRows: reply.numAffectedRows }
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported in a render thread')
  }
}
