// Not a route module (app/routes.ts does not list it).
import { data } from 'react-router'

/** The loader of a route that only takes POSTs: a GET is answered 405, saying what to do instead. */
export const postOnly = (message: string) => () => data({ ok: false, message }, { status: 405, headers: { Allow: 'POST' } })
