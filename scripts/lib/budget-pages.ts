/** The public pages with a JavaScript budget (issue 9: 120 KB gzip at start), by their route id. */
export const BUDGETED_PAGES: Record<string, string> = {
  '/': 'routes/home',
  '/city/denver': 'routes/city',
  '/products': 'routes/products',
  '/reviews/example': 'routes/review',
  '/quiz': 'routes/quiz',
}
