// Not a route module (app/routes.ts does not list it).
import { AppError } from '~/lib/app-error.ts'
import { failure } from '~/lib/app-error.server.ts'

/** The loader of a route that only takes POSTs: a GET is answered 405, saying what to do instead. */
export const postOnly = (message: string) => () => failure(new AppError('method-not-allowed', message, { headers: { Allow: 'POST' } }))
