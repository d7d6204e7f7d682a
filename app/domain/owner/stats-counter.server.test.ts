import { afterEach, describe, expect, it, vi } from 'vitest'
import { countVisit, takeStatsBatch } from './stats-counter.server.ts'

const PERSON = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36'
const BOT = 'Googlebot/2.1 (+http://www.google.com/bot.html)'

describe('the listing statistics counter', () => {
  afterEach(() => {
    vi.useRealTimers()
    takeStatsBatch()
  })

  it('counts a person each time and a bot never, however often and however long the User-Agent', () => {
    takeStatsBatch()
    for (let i = 0; i < 3; i++) {
      countVisit('/city/denver/larimer-street-kitchen', PERSON)
      countVisit('/city/denver/larimer-street-kitchen', BOT)
      countVisit('/city/denver/larimer-street-kitchen', `${BOT} ${'x'.repeat(600)}`)
      countVisit('/city/denver/larimer-street-kitchen', `${PERSON} ${'x'.repeat(600)}`)
    }
    expect(takeStatsBatch()!.views).toEqual([['denver/larimer-street-kitchen', 6]])
  })

  it('puts a visit after midnight UTC in a batch of the new day, the earlier ones in the old day’s', () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-27T23:59:58Z'))
    takeStatsBatch()
    countVisit('/city/denver/larimer-street-kitchen', PERSON)
    expect(takeStatsBatch()!.day).toBe('2026-11-27')
    vi.setSystemTime(new Date('2026-11-28T00:00:01Z'))
    countVisit('/city/denver/larimer-street-kitchen', PERSON)
    expect(takeStatsBatch()!.day).toBe('2026-11-28')
    // The clock set back a day (a test, an NTP step): counted under that day again.
    vi.setSystemTime(new Date('2026-11-27T12:00:00Z'))
    countVisit('/city/denver/larimer-street-kitchen', PERSON)
    expect(takeStatsBatch()!.day).toBe('2026-11-27')
  })
})
