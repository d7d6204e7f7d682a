import { Worker } from 'node:worker_threads'
import { CompiledQuery, type Kysely } from 'kysely'
import type { Database } from '../db-schema.ts'
import { DatabaseUnavailableResponse, describeError, isDatabaseUnavailable } from '../db-errors.server.ts'
import type { MainToThread, QueryError, QueryReply, RenderedResponse, RenderRequest, ThreadToMain } from './messages.ts'

export interface RenderPoolOptions {
  /** The render thread's entry module, and the workerData that tells it to serve renders. */
  entry: URL
  workerData?: unknown
  /** How many render threads. */
  size: number
  /** The main thread's database: every query of a render thread runs here. */
  database: () => Promise<Kysely<Database>>
  /** Renders one thread works on at once (the rest wait here, in arrival order). */
  rendersPerThread?: number
  /** Node options of the threads (tests load TypeScript entries with tsx). */
  execArgv?: string[]
  /** Where a thread's failure is reported (the server's log). */
  onError?: (message: string, error: string) => void
}

interface Job {
  request: RenderRequest
  resolve: (response: Response) => void
  reject: (error: unknown) => void
  /** Sent again once already: its first thread stopped while rendering it. */
  retried?: boolean
}

interface RenderThread {
  worker: Worker
  ready: boolean
  jobs: Map<number, Job>
  /** Connections a thread holds for its transactions, by lease number: each entry lets one go. */
  leases: Map<number, { db: Kysely<Database>; release: () => void }>
}

const RESTART_DELAY_MS = 1_000
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304])

/**
 * Worker threads that render pages while the main thread keeps the embedded database and the
 * sockets (docs/decisions/013-render-threads.md). PGlite allows one process, so without them an
 * uncached render used one core of many. A thread's queries come back here over its message
 * port and run on the main thread's database; a transaction leases its connection.
 */
export class RenderPool {
  readonly #threads = new Set<RenderThread>()
  readonly #queue: Job[] = []
  readonly #rendersPerThread: number
  #nextId = 1
  #closing = false
  /** Threads that stopped before they were ready since one last was: a broken build if all did. */
  #bootFailures = 0
  #settleStart!: () => void
  /** Settles once a thread is ready, or once every thread has failed to start. */
  readonly started = new Promise<void>((resolve) => (this.#settleStart = resolve))

  constructor(private readonly options: RenderPoolOptions) {
    this.#rendersPerThread = options.rendersPerThread ?? 4
    for (let i = 0; i < options.size; i++) this.#startThread()
  }

  /**
   * Renders a GET or HEAD request (no body) in a render thread. A request whose visitor has left
   * (`signal` aborted) while it waits for a thread is dropped, not rendered.
   */
  render(request: RenderRequest, signal?: AbortSignal): Promise<Response> {
    if (this.#closing) return Promise.reject(new Error('The render threads are shutting down'))
    return new Promise<Response>((resolve, reject) => {
      const job: Job = { request, resolve, reject }
      this.#queue.push(job)
      signal?.addEventListener(
        'abort',
        () => {
          const waiting = this.#queue.indexOf(job)
          if (waiting === -1) return
          this.#queue.splice(waiting, 1)
          reject(signal.reason)
        },
        { once: true },
      )
      this.#dispatch()
    })
  }

  /** Tells every thread that public content changed (their caches read the new content version). */
  contentChanged(): void {
    for (const thread of this.#threads) thread.worker.postMessage({ type: 'content-changed' } satisfies MainToThread)
  }

  /** Threads (and how many are ready), renders at work and waiting: for health checks and tests. */
  stats() {
    let working = 0
    let ready = 0
    for (const thread of this.#threads) {
      working += thread.jobs.size
      if (thread.ready) ready++
    }
    return { threads: this.#threads.size, ready, working, waiting: this.#queue.length }
  }

  /** Stops the threads; renders still waiting are refused. */
  async close(): Promise<void> {
    this.#closing = true
    for (const job of this.#queue.splice(0)) job.reject(new Error('The render threads are shutting down'))
    await Promise.all([...this.#threads].map((thread) => thread.worker.terminate()))
  }

  #startThread(): void {
    const worker = new Worker(this.options.entry, { workerData: this.options.workerData, execArgv: this.options.execArgv })
    const thread: RenderThread = { worker, ready: false, jobs: new Map(), leases: new Map() }
    this.#threads.add(thread)
    worker.on('message', (message: ThreadToMain) => this.#receive(thread, message))
    worker.on('error', (error) => this.options.onError?.('render thread failed', describeError(error)))
    worker.on('exit', () => this.#threadExited(thread))
  }

  #threadExited(thread: RenderThread): void {
    this.#threads.delete(thread)
    const stopped = new Error('The render thread stopped')
    // A connection held for the thread's transaction would otherwise be held forever.
    for (const lease of thread.leases.keys()) this.#abandon(thread, lease)
    if (this.#closing) {
      for (const job of thread.jobs.values()) job.reject(stopped)
      return
    }
    // GET and HEAD change nothing: each of its renders is tried once more, ahead of the line.
    const again = [...thread.jobs.values()].filter((job) => !job.retried)
    for (const job of thread.jobs.values()) if (job.retried) job.reject(stopped)
    for (const job of again) job.retried = true
    this.#queue.unshift(...again)
    // When every thread has stopped before it was ready (a broken build), waiting would be forever.
    if (!thread.ready && ++this.#bootFailures >= this.options.size && ![...this.#threads].some((t) => t.ready)) {
      for (const job of this.#queue.splice(0)) job.reject(stopped)
      this.#settleStart()
    }
    setTimeout(() => this.#closing || this.#startThread(), RESTART_DELAY_MS).unref()
    this.#dispatch()
  }

  #dispatch(): void {
    while (this.#queue.length > 0) {
      let idlest: RenderThread | undefined
      for (const thread of this.#threads) {
        if (thread.ready && thread.jobs.size < this.#rendersPerThread && (!idlest || thread.jobs.size < idlest.jobs.size)) idlest = thread
      }
      if (!idlest) return
      const job = this.#queue.shift()!
      const id = this.#nextId++
      idlest.jobs.set(id, job)
      idlest.worker.postMessage({ type: 'render', id, request: job.request } satisfies MainToThread)
    }
  }

  #receive(thread: RenderThread, message: ThreadToMain): void {
    switch (message.type) {
      case 'ready':
        thread.ready = true
        this.#bootFailures = 0
        this.#settleStart()
        this.#dispatch()
        return
      case 'rendered':
      case 'render-failed': {
        const job = thread.jobs.get(message.id)
        thread.jobs.delete(message.id)
        this.#dispatch()
        if (!job) return
        if (message.type === 'rendered') job.resolve(toResponse(message.response))
        else job.reject(new Error(message.message))
        return
      }
      case 'query':
        void this.#answer(thread, message.id, () => this.#query(thread, message.sql, message.parameters, message.lease))
        return
      case 'lease':
        void this.#answer(thread, message.id, () => this.#lease(thread))
        return
      case 'release':
        thread.leases.get(message.lease)?.release()
        thread.leases.delete(message.lease)
        return
    }
  }

  async #answer(thread: RenderThread, id: number, work: () => Promise<unknown>): Promise<void> {
    let reply: MainToThread
    try {
      reply = { type: 'reply', id, ok: true, value: await work() }
    } catch (error) {
      reply = { type: 'reply', id, ok: false, error: queryError(error) }
    }
    // The thread may have stopped meanwhile; a lease it can no longer release is let go here.
    if (!this.#threads.has(thread)) {
      if (reply.ok && typeof reply.value === 'number') this.#abandon(thread, reply.value)
      return
    }
    thread.worker.postMessage(reply)
  }

  async #query(thread: RenderThread, text: string, parameters: readonly unknown[], lease: number | undefined): Promise<QueryReply> {
    let db: Kysely<Database>
    if (lease === undefined) {
      db = await this.options.database()
    } else {
      const held = thread.leases.get(lease)
      if (!held) throw new Error('The transaction’s connection was released')
      db = held.db
    }
    const result = await db.executeQuery(CompiledQuery.raw(text, [...parameters]))
    return { rows: result.rows, numAffectedRows: result.numAffectedRows }
  }

  /** Lets go of the connection of a thread that stopped, rolling back whatever it left open. */
  #abandon(thread: RenderThread, lease: number): void {
    const held = thread.leases.get(lease)
    thread.leases.delete(lease)
    if (!held) return
    held.db
      .executeQuery(CompiledQuery.raw('rollback'))
      .catch(() => {})
      .finally(held.release)
  }

  /** Holds one connection of the main thread's database for a thread's transaction, until released. */
  async #lease(thread: RenderThread): Promise<number> {
    const db = await this.options.database()
    const lease = this.#nextId++
    return new Promise<number>((resolve, reject) => {
      db.connection()
        .execute(
          (connection) =>
            new Promise<void>((release) => {
              thread.leases.set(lease, { db: connection, release })
              resolve(lease)
            }),
        )
        .catch(reject)
    })
  }
}

function toResponse(rendered: RenderedResponse): Response {
  const headers = new Headers(rendered.headers)
  for (const cookie of rendered.setCookies) headers.append('set-cookie', cookie)
  const body = NULL_BODY_STATUSES.has(rendered.status) || !rendered.body ? null : new Uint8Array(rendered.body)
  return new Response(body, { status: rendered.status, statusText: rendered.statusText, headers })
}

/** What crosses back to the thread of a failed query: the fields the app reads off database errors. */
function queryError(error: unknown): QueryError {
  if (error instanceof DatabaseUnavailableResponse || isDatabaseUnavailable(error)) return { message: describeError(error), unavailable: true }
  if (!(error instanceof Error)) return { message: String(error) }
  const fields = error as Error & Partial<Record<'code' | 'detail' | 'constraint' | 'table' | 'column', unknown>>
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined)
  return {
    message: error.message,
    name: error.name,
    code: text(fields.code),
    detail: text(fields.detail),
    constraint: text(fields.constraint),
    table: text(fields.table),
    column: text(fields.column),
  }
}
