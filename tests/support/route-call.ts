// Calls of route modules as a signed-in role or a visitor: a loader or an action with its path,
// params and form, answered as answerOf reads it (tests of owners, badges and applications).
import { answerOf, routeArgs, testContext } from './app-database.ts'

/** A form of fields and files (bytes and a file name). */
export function formData(fields: Record<string, string | Blob>, files: Record<string, [Buffer, string]> = {}): FormData {
  const f = new FormData()
  for (const [k, v] of Object.entries(fields)) f.set(k, v)
  for (const [k, [bytes, name]] of Object.entries(files)) f.set(k, new File([new Uint8Array(bytes)], name))
  return f
}

/** `call(module, kind, path, who, params, body?, ip?)` with the Cookie header of `cookies[who]` (none for 'anonymous'). */
export function routeCaller<W extends string>(cookies: Record<W, string>) {
  return async (mod: Record<string, unknown>, kind: 'loader' | 'action', path: string, who: W | 'anonymous', params: Record<string, string>, body?: FormData | Record<string, string | Blob>, ip = '198.51.100.1') => {
    const headers: Record<string, string> = who === 'anonymous' ? {} : { cookie: cookies[who] }
    const form = body instanceof FormData ? body : new FormData()
    if (!(body instanceof FormData)) for (const [k, v] of Object.entries(body ?? {})) form.append(k, v)
    const request = new Request(`http://localhost:3000${path}`, kind === 'action' ? { method: 'POST', body: form, headers } : { headers })
    return answerOf(() => (mod[kind] as (a: unknown) => Promise<unknown>)(routeArgs(request, testContext(ip), params)))
  }
}
