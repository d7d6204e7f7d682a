import { describe, expect, it } from 'vitest'
import { fnv1a, hashString, seededRandom } from './seeded-random.ts'

describe('seededRandom', () => {
  it('gives the same floats in [0, 1) for the same seed, and others for another', () => {
    const a = Array.from({ length: 200 }, seededRandom(42))
    expect(Array.from({ length: 200 }, seededRandom(42))).toEqual(a)
    for (const x of a) {
      expect(x).toBeGreaterThanOrEqual(0)
      expect(x).toBeLessThan(1)
    }
    expect(Array.from({ length: 5 }, seededRandom(43))).not.toEqual(a.slice(0, 5))
    // mulberry32's own sequence: the seeded businesses, audits and city pictures depend on it.
    const rng = seededRandom(42)
    expect([rng(), rng.next()]).toEqual([0.6011037519201636, 0.44829055899754167])
  })

  it('draws integers within both bounds, picks, shuffles and weighs', () => {
    const rng = seededRandom(7)
    const ints = new Set(Array.from({ length: 500 }, () => rng.int(3, 6)))
    expect([...ints].sort()).toEqual([3, 4, 5, 6])
    for (let i = 0; i < 100; i++) {
      const x = rng.range(-2, 5)
      expect(x).toBeGreaterThanOrEqual(-2)
      expect(x).toBeLessThan(5)
    }
    expect(['a', 'b', 'c']).toContain(rng.pick(['a', 'b', 'c']))
    expect(() => rng.pick([])).toThrow('empty list')
    const items = Array.from({ length: 20 }, (_, i) => i)
    const shuffled = rng.shuffle(items)
    expect(shuffled).not.toEqual(items)
    expect([...shuffled].sort((x, y) => x - y)).toEqual(items)
    // A zero weight is never drawn; the heavier option wins most draws.
    const draws = Array.from({ length: 1000 }, () => rng.weighted([['never', 0], ['rare', 1], ['often', 9]] as const))
    expect(draws).not.toContain('never')
    expect(draws.filter((d) => d === 'often').length).toBeGreaterThan(800)
    expect(rng.chance(0)).toBe(false)
    expect(rng.chance(1)).toBe(true)
  })
})

describe('string hashes', () => {
  it('are stable unsigned 32-bit integers', () => {
    // FNV-1a's published values for "" and "a".
    expect(fnv1a('')).toBe(0x811c9dc5)
    expect(fnv1a('a')).toBe(0xe40c292c)
    expect(fnv1a('denver')).not.toBe(fnv1a('boston'))
    for (const text of ['', 'denver', 'little-rock:3']) {
      const h = hashString(text)
      expect(Number.isInteger(h)).toBe(true)
      expect(h).toBeGreaterThanOrEqual(0)
      expect(h).toBeLessThan(2 ** 32)
    }
    // The finaliser spreads strings that differ in one letter.
    expect(Math.abs(hashString('denver:1') - hashString('denver:2'))).toBeGreaterThan(2 ** 20)
  })
})
