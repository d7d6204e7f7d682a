import { sql, type Kysely } from 'kysely'

// Explainable safety scores: the audited components behind safety_score, the evidence
// of each badge (issuer, date checked, expiry) and the audit date. Written by the listing write path.
const statements = [
  sql`alter table businesses add column audited_on text check (audited_on ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$')`,
  sql`alter table businesses add column score_components jsonb`,
  sql`alter table businesses add column badge_evidence jsonb not null default '{}'::jsonb`,
]

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table businesses drop column if exists badge_evidence`.execute(db)
  await sql`alter table businesses drop column if exists score_components`.execute(db)
  await sql`alter table businesses drop column if exists audited_on`.execute(db)
}
