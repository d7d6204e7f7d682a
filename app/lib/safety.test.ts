import { describe, expect, it } from 'vitest'
import { filledStars, scoreTone } from './safety.ts'

describe('scoreTone', () => {
  it('follows the spec bands', () => {
    expect(scoreTone(100)).toBe('green')
    expect(scoreTone(95)).toBe('green')
    expect(scoreTone(94)).toBe('light-green')
    expect(scoreTone(90)).toBe('light-green')
    expect(scoreTone(89)).toBe('yellow')
    expect(scoreTone(80)).toBe('yellow')
    expect(scoreTone(79)).toBe('red')
    expect(scoreTone(0)).toBe('red')
  })
})

describe('filledStars', () => {
  it('fills the floor of the rating, within 0..5', () => {
    expect(filledStars(4.9)).toBe(4)
    expect(filledStars(5)).toBe(5)
    expect(filledStars(3.0)).toBe(3)
    expect(filledStars(0.4)).toBe(0)
    expect(filledStars(7)).toBe(5)
  })
})
