import { sql, type Kysely } from 'kysely'

// Awards are the record (decision 020): `businesses.badge_evidence` goes (its data was copied to
// awards by 0019), and `businesses.badges` becomes derived — the directory badges (osha, state,
// city) of the business's current awards (not revoked, not expired), kept by every write that
// changes awards and by the `new-day` job for expiries, so a city page still filters and shows
// cards from one row. The index serves that job (awards that expired lately).

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index awards_expires_idx on awards (expires_on) where revoked_at is null`.execute(db)
  const today = new Date().toISOString().slice(0, 10)
  await sql`update businesses set badges = array(
      select d.type from (values ('osha', 'osha-compliant', 1), ('state', 'state-certified', 2), ('city', 'local-safety-leader', 3)) as d(type, badge_id, n)
      where exists (select 1 from awards a where a.business_id = businesses.id and a.badge_id = d.badge_id and a.revoked_at is null and a.expires_on >= ${today})
      order by d.n)
    where cardinality(badges) > 0`.execute(db)
  await sql`alter table businesses drop column badge_evidence`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table businesses add column badge_evidence jsonb not null default '{}'::jsonb`.execute(db)
  await sql`drop index if exists awards_expires_idx`.execute(db)
}
