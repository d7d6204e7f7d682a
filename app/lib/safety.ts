/** Spec §9 safety score colours: ≥95 green, ≥90 light green, ≥80 yellow, else red. */
export function scoreTone(score: number): 'green' | 'light-green' | 'yellow' | 'red' {
  if (score >= 95) return 'green'
  if (score >= 90) return 'light-green'
  if (score >= 80) return 'yellow'
  return 'red'
}

export const SCORE_TONE_CLASSES: Record<ReturnType<typeof scoreTone>, string> = {
  green: 'bg-green-700 text-white',
  'light-green': 'bg-lime-300 text-lime-950',
  yellow: 'bg-yellow-300 text-yellow-950',
  red: 'bg-red-700 text-white',
}

/** Spec §9: directory stars are 5, filled up to the floor of the rating. */
export function filledStars(rating: number): number {
  return Math.max(0, Math.min(5, Math.floor(rating)))
}
