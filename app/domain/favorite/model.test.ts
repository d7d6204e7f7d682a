import { describe, expect, it } from 'vitest'
import { changeSubject, describeChange, favoriteSchema } from './model.ts'

describe('favorite changes', () => {
  it('says what changed, one sentence each, and names the kind in the subject', () => {
    expect(describeChange({ kind: 'score', before: 80, after: 71 })).toBe('Its safety score went from 80 to 71.')
    expect(describeChange({ kind: 'score', before: null, after: 90 })).toBe('It has its first safety score: 90.')
    expect(describeChange({ kind: 'score', before: 90, after: null })).toBe('Its safety score of 90 is no longer shown.')
    expect(changeSubject('Acme', [{ kind: 'score', before: 1, after: 2 }])).toBe('Acme: safety score changed')
    expect(changeSubject('Acme', [{ kind: 'award', text: 'x' }])).toBe('Acme: awards changed')
    expect(changeSubject('Acme', [{ kind: 'award', text: 'x' }, { kind: 'score', before: 1, after: 2 }])).toBe('Acme: safety score and awards changed')
  })
  it('accepts the three intents, and on/off only with notify', () => {
    expect(favoriteSchema.safeParse({ intent: 'save' }).success).toBe(true)
    expect(favoriteSchema.safeParse({ intent: 'notify', notify: 'on' }).success).toBe(true)
    expect(favoriteSchema.safeParse({ intent: 'notify' }).success).toBe(false)
    expect(favoriteSchema.safeParse({ intent: 'notify', notify: 'yes' }).success).toBe(false)
    expect(favoriteSchema.safeParse({ intent: '__proto__' }).success).toBe(false)
  })
})
