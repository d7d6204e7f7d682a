import { getEnv } from '~/lib/env.server.ts'

function link(path: string, token: string, siteUrl: string): string {
  const url = new URL(path, siteUrl)
  url.searchParams.set('token', token)
  return url.toString()
}

/** The double opt-in link: GET confirms the subscription. */
export function confirmLink(token: string, siteUrl = getEnv().SITE_URL): string {
  return link('/newsletter/confirm', token, siteUrl)
}

/** The one-click unsubscribe link every newsletter message carries (GET shows a button, POST unsubscribes). */
export function unsubscribeLink(token: string, siteUrl = getEnv().SITE_URL): string {
  return link('/newsletter/unsubscribe', token, siteUrl)
}
