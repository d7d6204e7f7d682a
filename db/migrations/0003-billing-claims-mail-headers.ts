import { sql, type Kysely } from 'kysely'

const statements = [
  // A Stripe subscription belongs to one member (stripe_customer_id is already unique): a paid
  // Checkout session can be claimed once, by one account.
  sql`create unique index profiles_stripe_subscription_idx on profiles (stripe_subscription_id)`,
  // Mail headers (List-Unsubscribe…) as sent, so the outbox shows the whole message.
  sql`alter table outbox add column headers jsonb`,
  // The newest Stripe event applied per subscription: older events arriving late are ignored.
  sql`alter table profiles add column stripe_event_at timestamptz`,
]

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table profiles drop column if exists stripe_event_at`.execute(db)
  await sql`alter table outbox drop column if exists headers`.execute(db)
  await sql`drop index if exists profiles_stripe_subscription_idx`.execute(db)
}
