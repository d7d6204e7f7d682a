/** "1 Business", "2 Businesses": a count with its noun in the singular or plural. */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? singular : plural}`
}
