import { Agent, get } from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { RenderLimit } from './render-limit.server.ts'

describe('RenderLimit', () => {
  it('runs at most its limit at once and the rest in arrival order', async () => {
    const limit = new RenderLimit(2)
    let running = 0
    let most = 0
    const order: number[] = []
    const job = (n: number) => limit.run(async () => {
      running++
      most = Math.max(most, running)
      await new Promise((r) => setTimeout(r, 5))
      order.push(n)
      running--
    })
    await Promise.all([1, 2, 3, 4, 5].map(job))
    expect(most).toBe(2)
    expect(order.slice(2)).toEqual([3, 4, 5])
  })

  it('starts one render per turn of the event loop, so sockets are read and accepted between them', async () => {
    const limit = new RenderLimit(4)
    let turn = 0
    let counting = true
    const count = () => {
      turn++
      if (counting) setImmediate(count)
    }
    setImmediate(count)
    const startedOnTurn: number[] = []
    // Work that never waits on I/O, like a render on PGlite.
    await Promise.all(Array.from({ length: 6 }, () => limit.run(async () => void startedOnTurn.push(turn))))
    counting = false
    expect(startedOnTurn).toHaveLength(6)
    for (let i = 1; i < startedOnTurn.length; i++) expect(startedOnTurn[i]).toBeGreaterThan(startedOnTurn[i - 1]!)
  })

  it('gives the place back when the work fails', async () => {
    const limit = new RenderLimit(1)
    await expect(limit.run(() => Promise.reject(new Error('render failed')))).rejects.toThrow('render failed')
    expect(await limit.run(async () => 'next render')).toBe('next render')
  })

  describe('as middleware', () => {
    let close = () => {}
    afterEach(() => close())

    /** An express app behind `limit` with the given routes; resolves to its base URL. */
    async function serve(limit: RenderLimit, routes: (app: express.Express) => void): Promise<string> {
      const app = express()
      app.use(limit.middleware)
      routes(app)
      const server = app.listen(0)
      close = () => server.close()
      await new Promise((r) => server.once('listening', r))
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    }

    it('keeps serving after visitors leave while waiting in line', async () => {
      const limit = new RenderLimit(1)
      const base = await serve(limit, (app) => {
        app.get('/slow', (_req, res) => void setTimeout(() => res.send('slow'), 50))
        app.get('/page', (_req, res) => void res.send('page'))
      })
      const slow = fetch(`${base}/slow`)
      // Ten visitors queue behind the slow page and give up before their turn.
      const leavers = Array.from({ length: 10 }, () => fetch(`${base}/page`, { signal: AbortSignal.timeout(10) }).catch(() => null))
      await Promise.all(leavers)
      expect(await (await slow).text()).toBe('slow')
      const after = await fetch(`${base}/page`, { signal: AbortSignal.timeout(2000) })
      expect(await after.text()).toBe('page')
      expect(limit.waiting).toBe(0)
    })

    it('lets new visitors in while busy visitors keep every place taken', async () => {
      const limit = new RenderLimit(4)
      const base = await serve(limit, (app) => {
        app.get('/page', (_req, res) => {
          // A render that never yields, as on PGlite: 2 ms of CPU in the socket's own callback.
          const until = performance.now() + 2
          while (performance.now() < until);
          res.send('page')
        })
      })
      let served = 0
      let busy = true
      const busyAgent = new Agent({ keepAlive: true, maxSockets: 20 })
      const visit = (agent: Agent) =>
        new Promise<void>((resolve, reject) => {
          get(`${base}/page`, { agent }, (res) => res.resume().on('end', resolve)).on('error', reject)
        })
      const busyVisitors = Array.from({ length: 20 }, async () => {
        while (busy) {
          await visit(busyAgent)
          served++
        }
      })
      while (served < 100) await new Promise((r) => setTimeout(r, 5))
      // Twenty visitors arrive at once, each on a connection of their own.
      const newcomers = Array.from({ length: 20 }, () => new Agent({ keepAlive: true, maxSockets: 1 }))
      const servedBefore = served
      const waitedFor = await Promise.all(newcomers.map((agent) => visit(agent).then(() => served - servedBefore)))
      busy = false
      await Promise.all(busyVisitors)
      for (const agent of [busyAgent, ...newcomers]) agent.destroy()
      // Each newcomer waits behind the line once (about twenty answers), not one round per newcomer
      // accepted before it (which let the last one in after some four hundred answers).
      expect(Math.max(...waitedFor)).toBeLessThan(120)
    })

    it('lets writes through without a place (a slow upload must not hold one)', async () => {
      const limit = new RenderLimit(1)
      const base = await serve(limit, (app) => {
        app.get('/slow', (_req, res) => void setTimeout(() => res.send('slow'), 500))
        app.post('/form', (_req, res) => void res.send('saved'))
      })
      const answered: string[] = []
      const slow = fetch(`${base}/slow`).then(() => answered.push('slow'))
      expect(await (await fetch(`${base}/form`, { method: 'POST' })).text()).toBe('saved')
      // The form was answered while the page still held the only place.
      expect(answered).toEqual([])
      await slow
    })
  })
})
