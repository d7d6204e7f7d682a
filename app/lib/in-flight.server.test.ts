import { describe, expect, it } from 'vitest'
import { InFlightWork } from './in-flight.server.ts'

describe('InFlightWork', () => {
  it('waits for tracked work, even work that fails, before settling', async () => {
    const inFlight = new InFlightWork()
    const order: string[] = []
    let finish!: () => void
    void inFlight.track(new Promise<void>((resolve) => (finish = resolve)).then(() => order.push('request done')))
    void inFlight.track(Promise.reject(new Error('loader failed'))).catch(() => {})
    const settled = inFlight.settled(5000).then(() => order.push('settled'))
    await new Promise((r) => setTimeout(r, 10))
    expect(order).toEqual([])
    finish()
    await settled
    expect(order).toEqual(['request done', 'settled'])
    expect(inFlight.size).toBe(0)
  })

  it('gives up waiting after the timeout', async () => {
    const inFlight = new InFlightWork()
    void inFlight.track(new Promise(() => {}))
    const started = Date.now()
    await inFlight.settled(50)
    expect(Date.now() - started).toBeLessThan(2000)
    expect(inFlight.size).toBe(1)
  })

  it('passes the result on unchanged', async () => {
    const inFlight = new InFlightWork()
    await expect(inFlight.track(Promise.resolve(42))).resolves.toBe(42)
  })
})
