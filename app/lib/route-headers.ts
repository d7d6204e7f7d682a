/**
 * A route module's `headers` export that passes on its action's headers (a 429's Retry-After): a
 * route without one answers with no header its action set but cookies.
 */
export function withActionHeaders({ parentHeaders, actionHeaders }: { parentHeaders: Headers; actionHeaders: Headers }): Headers {
  const headers = new Headers(parentHeaders)
  actionHeaders.forEach((value, name) => {
    if (name !== 'set-cookie') headers.set(name, value)
  })
  return headers
}
