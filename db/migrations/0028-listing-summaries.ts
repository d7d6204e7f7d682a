import { sql, type Kysely } from 'kysely'

// The monthly summary e-mail to each owner, sent once per business and month (a retried job sends nothing twice).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table listing_summaries (
    business_id uuid not null references businesses (id) on delete cascade,
    month text not null check (month ~ '^[0-9]{4}-[0-9]{2}$'),
    sent_at timestamptz not null default now(),
    primary key (business_id, month)
  )`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists listing_summaries`.execute(db)
}
