import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../../../tests/integration/test-db.ts'
import { bumpContentVersion, contentVersion } from '../content-version.server.ts'
import { RenderPool } from './render-pool.server.ts'

// Render threads running tests/support/render-thread-fixture.ts: the real thread side with a small
// request handler whose routes use the database through the main thread (this one).
let test: TestDatabase
let pool: RenderPool

beforeAll(async () => {
  test = await createTestDatabase()
  pool = new RenderPool({
    entry: new URL('../../../tests/support/render-thread-fixture.mjs', import.meta.url),
    size: 2,
    rendersPerThread: 2,
    database: async () => test.db,
    onError: (message, error) => console.error(message, error),
  })
  // The server listens only once this settles.
  await pool.started
  expect(pool.stats().ready).toBeGreaterThanOrEqual(1)
  // The tests below count on both threads (places to render, a version read by each); on a busy
  // machine the second may start well after the first.
  for (const started = Date.now(); pool.stats().ready < 2 && Date.now() - started < 30_000; ) await new Promise((r) => setTimeout(r, 50))
  expect(pool.stats().ready).toBe(2)
}, 60_000)

afterAll(async () => {
  await pool?.close()
  await test?.close()
})

const get = (path: string, headers: [string, string][] = []) =>
  pool.render({ url: `http://safest.test${path}`, method: 'GET', headers, context: { cspNonce: 'n0nce', clientIp: '203.0.113.9', requestId: 'r1' } })

describe('render threads', () => {
  it('pass the request and its context to the thread and bring its answer back', async () => {
    const response = await get('/request', [['accept', 'text/html']])
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ method: 'GET', accept: 'text/html', context: { cspNonce: 'n0nce', clientIp: '203.0.113.9', requestId: 'r1' } })
  })

  it('keep every Set-Cookie header apart and answer a 204 without a body', async () => {
    const response = await get('/cookies')
    expect(response.status).toBe(204)
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/'])
    expect(response.headers.get('x-thread')).toBe('yes')
    expect(response.body).toBeNull()
  })

  it('run many transactions from both threads at once, each whole and on its own connection', async () => {
    const names = ['Zeta', 'Zulu', 'Zinc', 'Zoom', 'Zest', 'Zany', 'Zero', 'Zinnia']
    const answers = await Promise.all(names.map((name, i) => get(`/add?name=${name}&abbr=Z${i}`)))
    expect(answers.map((a) => a.status)).toEqual(names.map(() => 200))
    const stored = await test.db.selectFrom('states').select('name').where('abbr', 'like', 'Z%').execute()
    expect(stored.map((s) => s.name).sort()).toEqual([...names].sort())
  })

  it('roll back a transaction the thread gives up on', async () => {
    const response = await get('/add-then-fail?name=Quitter&abbr=QQ')
    expect(await response.json()).toEqual({ failed: 'changed my mind' })
    expect(await test.db.selectFrom('states').select('name').where('name', '=', 'Quitter').execute()).toEqual([])
  })

  it('hand database errors to the thread with their code, as the app reads them', async () => {
    expect(await (await get('/duplicate')).json()).toEqual({ code: '23505', constraint: 'states_pkey' })
  })

  it('tell threads at once that content changed; otherwise they read the version at most once a second', async () => {
    const before = await contentVersion(test.db)
    // Both threads read the version now and keep it for a second.
    await Promise.all([get('/version'), get('/version'), get('/version'), get('/version')])
    await bumpContentVersion(test.db)
    const stale = await Promise.all([get('/version'), get('/version')])
    for (const answer of stale) expect(await answer.json()).toEqual({ version: before })
    pool.contentChanged()
    const fresh = await Promise.all([get('/version'), get('/version'), get('/version'), get('/version')])
    for (const answer of fresh) expect(await answer.json()).toEqual({ version: before + 1 })
  })

  it('drop a request whose visitor left while it waited for a thread', async () => {
    // Four slow renders take every place (two threads, two each); the fifth waits.
    const busy = Array.from({ length: 4 }, () => get('/slow'))
    const left = new AbortController()
    const waiting = pool.render({ url: 'http://safest.test/slow', method: 'GET', headers: [], context: { cspNonce: '', clientIp: '', requestId: 'r2' } }, left.signal)
    expect(pool.stats()).toMatchObject({ working: 4, waiting: 1 })
    left.abort(new Error('visitor left'))
    await expect(waiting).rejects.toThrow('visitor left')
    expect(pool.stats()).toMatchObject({ working: 4, waiting: 0 })
    for (const answer of await Promise.all(busy)) expect(answer.status).toBe(200)
  })

  it('try a render once more on another thread when its thread stops', async () => {
    const answer = await get('/crash-once?name=Once&abbr=Q1')
    expect(await answer.json()).toEqual({ secondTry: true })
    await expect.poll(() => pool.stats().ready, { timeout: 20_000 }).toBe(2)
  })

  it('survive a thread that stops in a transaction: its request fails (after one more try), its work is rolled back, new threads take over', async () => {
    await expect(get('/add-then-crash?name=Crasher&abbr=QC')).rejects.toThrow('The render thread stopped')
    expect(await test.db.selectFrom('states').select('name').where('name', '=', 'Crasher').execute()).toEqual([])
    // The database is free again (the crashed transaction's connection was let go) and renders go on.
    const answers = await Promise.all(Array.from({ length: 6 }, () => get('/duplicate')))
    for (const answer of answers) expect(await answer.json()).toEqual({ code: '23505', constraint: 'states_pkey' })
    await expect.poll(() => pool.stats().ready, { timeout: 20_000 }).toBe(2)
  })
})
