import { sql, type Kysely } from 'kysely'

const statements = [
  // The admin's decision on a submission: why it was rejected, and the business an approval created.
  sql`alter table submissions add column decision_reason text`,
  sql`alter table submissions add column business_id uuid references businesses(id) on delete set null`,
  // One row: bumped by every write that changes what public pages show (cache invalidation).
  sql`create table content_version (
    id integer primary key default 1 check (id = 1),
    version bigint not null default 0,
    changed_at timestamptz not null default now()
  )`,
  sql`insert into content_version (id, version) values (1, 0)`,
  // The admin listings table sorts every listing (published or hidden) by these.
  sql`create index businesses_updated_idx on businesses (updated_at desc)`,
  sql`create index businesses_score_idx on businesses (safety_score desc)`,
  sql`create index audit_log_entity_idx on audit_log (entity, entity_id)`,
]

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists audit_log_entity_idx`.execute(db)
  await sql`drop index if exists businesses_score_idx`.execute(db)
  await sql`drop index if exists businesses_updated_idx`.execute(db)
  await sql`drop table if exists content_version`.execute(db)
  await sql`alter table submissions drop column if exists business_id`.execute(db)
  await sql`alter table submissions drop column if exists decision_reason`.execute(db)
}
