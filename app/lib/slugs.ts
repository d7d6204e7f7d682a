/**
 * URL slug for a business: lowercase, trim, whitespace runs -> single dash, drop everything but
 * a-z 0-9 and dash, with apostrophes removed so "O'Brien's Bistro" -> "obriens-bistro". Dash runs
 * left behind by dropped punctuation ("Kitchen & Bar") collapse to one dash.
 */
export function businessSlug(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/['\u2019]/g, '')
      .trim()
      .replace(/\s+/g, '-')
      .replace(/[^a-z0-9-]/g, '')
      .replace(/-{2,}/g, '-')
      .replace(/^-+|-+$/g, '') || 'business'
  )
}
