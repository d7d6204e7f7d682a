import { createHmac, timingSafeEqual } from 'node:crypto'
import { authSecret } from '~/domain/account/auth.server.ts'
import { getEnv } from '~/lib/env.server.ts'

/**
 * Signed subscriber links: `s1.<subscriber id>.<campaign id or ->.<HMAC-SHA256>` with a
 * key derived from the site's secret. Nothing is stored per link, and changing any part of one
 * (another subscriber, another campaign) breaks its signature.
 */
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'
const SIGNED = new RegExp(`^s1\\.(${UUID})\\.(${UUID}|-)\\.([A-Za-z0-9_-]{43})$`)

function key(): Buffer {
  return createHmac('sha256', authSecret()).update('newsletter-links').digest()
}

function signature(subscriberId: string, campaignId: string): string {
  return createHmac('sha256', key()).update(`${subscriberId}:${campaignId}`).digest('base64url')
}

export function signSubscriberToken(subscriberId: string, campaignId?: string | null): string {
  const campaign = campaignId ?? '-'
  return `s1.${subscriberId}.${campaign}.${signature(subscriberId, campaign)}`
}

export interface SignedSubscriber {
  subscriberId: string
  campaignId: string | null
}

/** Whether a value has the shape of a signed link (it may still be forged: see verifySubscriberToken). */
export const looksSigned = (value: unknown): value is string => typeof value === 'string' && SIGNED.test(value)

/** The subscriber (and campaign) a signed token names, or null when its signature does not match. */
export function verifySubscriberToken(value: unknown): SignedSubscriber | null {
  if (typeof value !== 'string') return null
  const match = SIGNED.exec(value)
  if (!match) return null
  const [, subscriberId, campaign, given] = match as unknown as [string, string, string, string]
  const expected = Buffer.from(signature(subscriberId, campaign))
  const actual = Buffer.from(given)
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null
  return { subscriberId, campaignId: campaign === '-' ? null : campaign }
}

function link(path: string, token: string): string {
  const url = new URL(path, getEnv().SITE_URL)
  url.searchParams.set('token', token)
  return url.toString()
}

/** The preferences page, reached from every e-mail. */
export const preferencesLink = (subscriberId: string, campaignId?: string | null) => link('/newsletter/preferences', signSubscriberToken(subscriberId, campaignId))
/** The one-click unsubscribe link (RFC 8058 POST target), counted against the campaign it came in. */
export const signedUnsubscribeLink = (subscriberId: string, campaignId?: string | null) => link('/newsletter/unsubscribe', signSubscriberToken(subscriberId, campaignId))
