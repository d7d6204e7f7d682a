import type { PGlite } from '@electric-sql/pglite'
import {
  CompiledQuery,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
} from 'kysely'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  DatabaseUnavailableResponse,
  describeError,
  isDatabaseUnavailable,
  OutageLog,
  toRequestError,
  withUnavailableAs503,
} from './db-errors.server.ts'
import { PGliteDialect } from './pglite-dialect.server.ts'

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code })

describe('isDatabaseUnavailable', () => {
  it.each([
    ['connection refused', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['connection reset', withCode('read ECONNRESET', 'ECONNRESET')],
    ['timed out', withCode('connect ETIMEDOUT', 'ETIMEDOUT')],
    ['broken pipe', withCode('write EPIPE', 'EPIPE')],
    ['unknown host', withCode('getaddrinfo ENOTFOUND db', 'ENOTFOUND')],
    ['admin shutdown (57P01)', withCode('terminating connection due to administrator command', '57P01')],
    ['crash shutdown (57P02)', withCode('terminating connection due to crash of another server process', '57P02')],
    ['starting up (57P03)', withCode('the database system is starting up', '57P03')],
    ['connection exception class 08', withCode('connection failure', '08006')],
    ['too many connections (53300)', withCode('sorry, too many clients already', '53300')],
    ['pg: connection terminated', new Error('Connection terminated unexpectedly')],
    ['pg: connect timeout', new Error('Connection terminated due to connection timeout')],
    ['pg-pool: connect timeout', new Error('timeout exceeded when trying to connect')],
    ['pg: query timeout (server silent)', new Error('Query read timeout')],
    ['pg: broken client', new Error('Client has encountered a connection error and is not queryable')],
    ['PGlite closed', new Error('PGlite is closed')],
    ['PGlite broken (our dialect)', new Error('PGlite is unavailable: Aborted()')],
    ['WebAssembly trap', new WebAssembly.RuntimeError('unreachable')],
    ['Emscripten exit', Object.assign(new Error('Program terminated with exit(1)'), { name: 'ExitStatus' })],
    ['wrapped in a cause', new Error('Migration failed', { cause: withCode('connect ECONNREFUSED', 'ECONNREFUSED') })],
    ['one address of many (AggregateError)', new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], '')],
    ['our 503 response', new DatabaseUnavailableResponse(new Error('x'))],
  ])('is true for %s', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true)
  })

  it.each([
    ['a syntax error (42601)', withCode('syntax error at or near "selec"', '42601')],
    ['a unique violation (23505)', withCode('duplicate key value violates unique constraint', '23505')],
    ['a statement timeout (57014)', withCode('canceling statement due to statement timeout', '57014')],
    ['a missing table (42P01)', withCode('relation "nope" does not exist', '42P01')],
    ['a plain error', new Error('boom')],
    ['a redirect response', new Response(null, { status: 302, headers: { Location: '/' } })],
    ['a string', 'ECONNREFUSED'],
    ['null', null],
    ['undefined', undefined],
  ])('is false for %s', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false)
  })

  it('stops on a cause cycle', () => {
    const a: Error & { cause?: unknown } = new Error('a')
    a.cause = a
    expect(isDatabaseUnavailable(a)).toBe(false)
  })
})

describe('DatabaseUnavailableResponse', () => {
  it('is a 503 JSON response with Retry-After that reads like an error', async () => {
    const cause = withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')
    const response = new DatabaseUnavailableResponse(cause)
    expect(response).toBeInstanceOf(Response)
    expect(response.status).toBe(503)
    expect(response.headers.get('Retry-After')).toBe('5')
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(await response.json()).toEqual({ error: 'Service temporarily unavailable' })
    expect(response.cause).toBe(cause)
    expect(String(response)).toBe('DatabaseUnavailableError: Database unavailable: Error: connect ECONNREFUSED 127.0.0.1:5432 (ECONNREFUSED)')
    expect(describeError(response)).toBe(String(response))
  })

  it('toRequestError gives each caller a fresh response and leaves other errors alone', () => {
    const first = new DatabaseUnavailableResponse(new Error('Connection terminated unexpectedly'))
    const second = toRequestError(first)
    expect(second).toBeInstanceOf(DatabaseUnavailableResponse)
    expect(second).not.toBe(first) // a Response body can be read only once
    expect((second as DatabaseUnavailableResponse).cause).toBe(first.cause)
    const other = new Error('boom')
    expect(toRequestError(other)).toBe(other)
  })
})

describe('OutageLog', () => {
  afterEach(() => vi.restoreAllMocks())

  it('logs the start and the end of an outage once each', () => {
    const lines: string[] = []
    const capture = (chunk: string | Uint8Array) => (lines.push(String(chunk)), true)
    vi.spyOn(process.stderr, 'write').mockImplementation(capture)
    vi.spyOn(process.stdout, 'write').mockImplementation(capture)
    const outages = new OutageLog()
    outages.succeeded()
    for (let i = 0; i < 3; i++) outages.failed(new Error('Connection terminated unexpectedly'))
    outages.succeeded()
    outages.succeeded()
    const messages = lines.map((l) => JSON.parse(l).msg)
    expect(messages).toEqual(['database unavailable', 'database available again'])
  })
})

/** A driver whose next query fails with `failure` (once), recording what it was given back. */
function fakeDialect(failure: { next?: unknown }) {
  const inner: DatabaseConnection = {
    async executeQuery<R>(): Promise<QueryResult<R>> {
      const error = failure.next
      failure.next = undefined
      if (error) throw error
      return { rows: [{ ok: 1 } as R] }
    },
    // eslint-disable-next-line require-yield
    async *streamQuery() {
      throw new Error('not used')
    },
  }
  const released: DatabaseConnection[] = []
  const driver: Driver = {
    init: async () => {},
    acquireConnection: async () => inner,
    beginTransaction: async (c) => void (await c.executeQuery(CompiledQuery.raw('begin'))),
    commitTransaction: async () => {},
    rollbackTransaction: async () => {},
    releaseConnection: async (c) => void released.push(c),
    destroy: async () => {},
  }
  const dialect: Dialect = {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => driver,
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  }
  return { dialect, inner, released }
}

describe('withUnavailableAs503', () => {
  afterEach(() => vi.restoreAllMocks())

  it('turns unavailability into a 503 response, passes other errors, and hands the real connection back', async () => {
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
    const failure: { next?: unknown } = {}
    const { dialect, inner, released } = fakeDialect(failure)
    const db = new Kysely<any>({ dialect: withUnavailableAs503(dialect) })

    failure.next = withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')
    const down = await sql`select 1`.execute(db).catch((e: unknown) => e)
    expect(down).toBeInstanceOf(DatabaseUnavailableResponse)
    expect((down as Response).status).toBe(503)

    const syntax = withCode('syntax error', '42601')
    failure.next = syntax
    await expect(sql`selec 1`.execute(db)).rejects.toBe(syntax)

    await expect(sql`select 1`.execute(db)).resolves.toMatchObject({ rows: [{ ok: 1 }] })
    failure.next = new Error('Connection terminated unexpectedly')
    await expect(db.transaction().execute(async (trx) => sql`select 1`.execute(trx))).rejects.toBeInstanceOf(DatabaseUnavailableResponse)
    expect(released.length).toBeGreaterThanOrEqual(4)
    expect(released.every((c) => c === inner)).toBe(true)
  })
})

/** Kysely on a stand-in PGlite whose queries (and exec) run `query`. */
const onFakePglite = (pglite: { query: () => Promise<unknown>; close: () => Promise<void> }) =>
  new Kysely<any>({ dialect: new PGliteDialect({ closed: false, ...pglite, exec: async () => [await pglite.query()] } as unknown as PGlite) })

describe('PGlite failures', () => {
  afterEach(() => vi.restoreAllMocks())

  it('a WebAssembly trap marks the instance broken: later queries fail at once, as unavailable', async () => {
    let calls = 0
    const db = onFakePglite({
      async query() {
        calls++
        throw new WebAssembly.RuntimeError('Aborted(). Build with -sASSERTIONS for more info.')
      },
      async close() {
        throw new Error('must not be called on an aborted instance')
      },
    })
    const first = await sql`select 1`.execute(db).catch((e: unknown) => e)
    const second = await sql`select 1`.execute(db).catch((e: unknown) => e)
    expect(first).toBeInstanceOf(WebAssembly.RuntimeError)
    expect(String(second)).toContain('PGlite is unavailable')
    expect(isDatabaseUnavailable(first) && isDatabaseUnavailable(second)).toBe(true)
    expect(calls).toBe(1)
    await db.destroy() // no close() on a dead runtime
  })

  it('an SQL error does not mark the instance broken', async () => {
    let calls = 0
    const db = onFakePglite({
      async query() {
        calls++
        if (calls === 1) throw withCode('syntax error', '42601')
        return { rows: [{ ok: 1 }], affectedRows: 0 }
      },
      async close() {},
    })
    await expect(sql`selec 1`.execute(db)).rejects.toMatchObject({ code: '42601' })
    await expect(sql`select 1`.execute(db)).resolves.toMatchObject({ rows: [{ ok: 1 }] })
    await db.destroy()
  })
})
