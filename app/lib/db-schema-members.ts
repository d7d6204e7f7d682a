import type { ColumnType, Generated } from 'kysely'
import type { Timestamp } from './db-schema.ts'

// The members' tables of the Database (db-schema.ts): Better Auth's users, sessions and credentials,
// e-mail changes, profiles, the mail outbox and the newsletter's subscribers.

export interface UserTable {
  id: string
  name: string
  email: string
  emailVerified: Generated<boolean>
  image: string | null
  role: string | null
  twoFactorEnabled: Generated<boolean>
  createdAt: Timestamp
  updatedAt: Timestamp
}

/** Better Auth's sessions; we read and touch them for the idle and absolute lifetimes (session.server.ts). */
export interface SessionTable {
  id: string
  expiresAt: Timestamp
  token: string
  createdAt: Timestamp
  updatedAt: Timestamp
  ipAddress: string | null
  userAgent: string | null
  userId: string
}

/** A sign-in e-mail change waiting for the link sent to the new address (migration 0009). */
/** An address (IPv4, or IPv6 /64) an account signed in from: its sign-in is not held by strangers' guesses. */
export interface SignInAddressesTable {
  user_id: string
  address: string
  last_seen_at: Timestamp
}

export interface EmailChangesTable {
  /** sha256 of the token in the link (the token itself is only in the e-mail). */
  token_hash: string
  user_id: string
  new_email: string
  expires_at: Timestamp
  created_at: Generated<Timestamp>
}

export interface ProfilesTable {
  user_id: string
  full_name: Generated<string>
  subscription_level: Generated<'free' | 'premium'>
  stripe_customer_id: string | null
  stripe_subscription_id: string | null
  premium_until: Timestamp | null
  stripe_event_at: Timestamp | null
  created_at: Timestamp
  updated_at: Timestamp
}

export interface OutboxTable {
  id: Generated<string>
  to_address: string
  subject: string
  text_body: string
  html_body: string | null
  /** jsonb: written as a JSON string, read back as an object. */
  headers: ColumnType<Record<string, string> | null, string | null | undefined, string | null>
  kind: Generated<string>
  created_at: Timestamp
  sent_at: Timestamp | null
}

export interface NewsletterSubscribersTable {
  id: Generated<string>
  email: string
  status: Generated<'pending' | 'confirmed' | 'unsubscribed'>
  token: string
  created_at: Timestamp
  confirmed_at: Timestamp | null
  unsubscribed_at: Timestamp | null
  /** jsonb (migration 0038): the topics chosen, e.g. ["recalls","city-alerts"]. */
  topics: ColumnType<string[], string | undefined, string>
  /** jsonb: the cities whose safety alerts the subscriber wants. */
  city_ids: ColumnType<number[], string | undefined, string>
}

/** Better Auth's credential rows (only the columns our code reads). */
export interface AccountTable {
  id: string
  accountId: string
  providerId: string
  userId: string
  password: string | null
}

/** A member's saved business (migration 0045), and whether they want an e-mail when its score or an award changes. */
export interface FavoritesTable {
  user_id: string
  business_id: string
  notify: Generated<boolean>
  created_at: Generated<Date>
}
