import { randomBytes } from 'node:crypto'

/** An unguessable subscriber token for confirm and unsubscribe links. */
export function newSubscriberToken(): string {
  return randomBytes(32).toString('base64url')
}
