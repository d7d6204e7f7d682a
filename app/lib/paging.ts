/**
 * The page of a list to show: the requested page (1 when it is not a whole number ≥ 1) kept within
 * 1…pageCount, and the rows to skip. `maxPages` caps the pages a capped count offers.
 */
export function pageOf(total: number, pageSize: number, requested: number, maxPages = Infinity): { page: number; pageCount: number; offset: number } {
  const pageCount = Math.min(maxPages, Math.max(1, Math.ceil(total / pageSize)))
  const page = Math.min(Math.max(1, Math.floor(requested) || 1), pageCount)
  return { page, pageCount, offset: (page - 1) * pageSize }
}
