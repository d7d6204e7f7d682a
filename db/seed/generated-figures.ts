import type { Rng } from '../../app/lib/seeded-random.ts'

// The numbers of a generated sample business (generate-businesses.ts): its audit score, its
// visitors' rating, and figures written into its text.

/** 1234 -> "1,234" without relying on the runtime's ICU data. */
export function withThousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

export function safetyScoreFor(rng: Rng): number {
  const band = rng.weighted([
    [[95, 99], 22],
    [[90, 94], 30],
    [[80, 89], 33],
    [[70, 79], 15],
  ] as const)
  // Near-perfect scores are rarer than merely excellent ones: skew the top band downwards, so a
  // "Top 5" list reads like real audits (99, 98, 97…) rather than a row of identical 99s.
  if (band[0] === 95) return 95 + Math.floor(rng() ** 1.8 * 5)
  return rng.int(band[0], band[1])
}

export function ratingFor(rng: Rng, score: number): number {
  const t = (score - 70) / 29
  const raw = 3.5 + t * 1.1 + (rng() - 0.5) * 0.8
  const clamped = Math.min(5, Math.max(3.5, raw))
  return Math.round(clamped * 10) / 10
}
