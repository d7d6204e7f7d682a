import { describe, expect, it } from 'vitest'
import { activitySentence, type ActivityRefs } from './activity-sentence.ts'

const refs: ActivityRefs = {
  businesses: new Map([['b1', 'Larimer Street Kitchen']]),
  cities: new Map([['9', { name: 'Denver', slug: 'denver' }]]),
  applications: new Map([['a1', 'Bright Dental']]),
}
const say = (action: string, entityId: string | null, detail: Record<string, unknown> | null = null) =>
  activitySentence({ actor: 'Pat', action, entityId, detail }, refs)
const plain = (parts: ReturnType<typeof say>) => parts.map((p) => (typeof p === 'string' ? p : p.text)).join('')

describe('activitySentence', () => {
  it('says who did what, with a link to what it was done to', () => {
    expect(say('city-image.generate', '9', { city: 'Denver', version: 3 })).toEqual(['Pat ', 'generated an image for ', { text: 'Denver', href: '/city/denver' }])
    expect(say('business.update', 'b1', { name: 'Old name' })).toEqual(['Pat ', 'updated ', { text: 'Larimer Street Kitchen', href: '/business-form/b1' }])
    expect(plain(say('application.schedule', 'a1', { auditDate: '2026-12-01' }))).toBe('Pat scheduled the audit of the application of Bright Dental for December 1, 2026')
    expect(plain(say('business.import', 'x', { file: 'shops.csv', created: 3, updated: 1, rejected: 2 }))).toBe('Pat imported shops.csv: 3 created, 1 updated, 2 rejected')
  })

  it('names what no longer exists without a link', () => {
    expect(say('business.update', 'gone', { name: 'Closed Cafe' })).toEqual(['Pat ', 'updated ', 'Closed Cafe'])
    expect(plain(say('business.bulk-delete', null, { count: 1 }))).toBe('Pat deleted 1 business')
  })

  it('still reads an action it does not know', () => {
    expect(plain(say('something.new', '7'))).toBe('Pat did “something.new” to 7')
  })
})
