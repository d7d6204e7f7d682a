import { sql, type Kysely } from 'kysely'

// The safety record (app/domain/safety-record/): one derived record per business, stored so every
// page reads one column. `safety_record_changes_on` is the next day time alone changes it (an award
// lapsing, a clean year passing): the new-day job refreshes those. Records are derived on start
// for every business that has none (refreshMissingSafetyRecords). The public-records components
// now live in the record, so their own column goes.
//
// Data fixes, frozen here: certificates named the auditor by sign-in e-mail (now the account's
// display name); the seed named issuers that do not issue those badges (the OSHA On-Site
// Consultation Program certifies no compliance; a state's Department of Labor does not license
// child care): Safest's own badges are issued by its audit team, State Certified by the licensing
// body of the business's kind.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`set local statement_timeout = 0`.execute(db)
  await sql`alter table businesses add column safety_record jsonb, add column safety_record_changes_on date, drop column records_components`.execute(db)
  // Whether it has a score (an audit's or its public records'): the city pages' first sort key, as
  // `audited_on is null` was (migration 0032), now that public records alone can score a business.
  await sql`alter table businesses add column scored boolean not null default false`.execute(db)
  await sql`update businesses set scored = audited_on is not null`.execute(db)
  await sql`drop index businesses_city_score_desc_idx`.execute(db)
  await sql`drop index businesses_city_score_asc_idx`.execute(db)
  await sql`create index businesses_city_score_desc_idx on businesses (city_id, (not scored), safety_score desc, review_average desc, name) where status = 'published'`.execute(db)
  await sql`create index businesses_city_score_asc_idx on businesses (city_id, (not scored), safety_score, review_average, name desc) where status = 'published'`.execute(db)
  await sql`create index businesses_safety_record_due_idx on businesses (safety_record_changes_on) where safety_record_changes_on is not null`.execute(db)
  await sql`update awards a set evidence = jsonb_set(a.evidence, '{auditor}', to_jsonb(coalesce(nullif(trim(u.name), ''), 'Safest audit team')))
    from "user" u where a.evidence ->> 'auditor' = u.email`.execute(db)
  await sql`update awards set evidence = jsonb_set(evidence, '{auditor}', '"Safest audit team"') where evidence ->> 'auditor' like '%@%'`.execute(db)
  await sql`update applications set auditor = 'Safest audit team' where auditor like '%@%'`.execute(db)
  await sql`update awards set issuer = 'Safest audit team'
    where badge_id in ('osha-compliant', 'local-safety-leader') and (issuer = 'OSHA On-Site Consultation Program' or issuer like '%Office of Emergency Management')`.execute(db)
  await sql`update awards a set issuer = s.name || case b.category
      when 'childcare' then ' child care licensing' when 'healthcare' then ' health facility licensing'
      when 'restaurants' then ' food establishment licensing' when 'construction' then ' contractor licensing'
      when 'transportation' then ' Department of Transportation' else ' Department of Labor' end
    from businesses b join cities c on c.id = b.city_id join states s on s.abbr = c.state
    where a.business_id = b.id and a.badge_id = 'state-certified' and a.issuer like '% Department of Labor' and b.category <> 'manufacturing' and b.category <> 'other' and b.category <> 'retail'`.execute(db)
  await sql`update awards set issuer = 'Safest audit team' where issuer = 'Safest'`.execute(db)
  await sql`alter table awards alter column issuer set default 'Safest audit team'`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table awards alter column issuer set default 'Safest'`.execute(db)
  await sql`drop index businesses_safety_record_due_idx`.execute(db)
  await sql`drop index businesses_city_score_desc_idx`.execute(db)
  await sql`drop index businesses_city_score_asc_idx`.execute(db)
  await sql`alter table businesses drop column scored`.execute(db)
  await sql`create index businesses_city_score_desc_idx on businesses (city_id, (audited_on is null), safety_score desc, review_average desc, name) where status = 'published'`.execute(db)
  await sql`create index businesses_city_score_asc_idx on businesses (city_id, (audited_on is null), safety_score, review_average, name desc) where status = 'published'`.execute(db)
  await sql`alter table businesses drop column safety_record, drop column safety_record_changes_on, add column records_components jsonb`.execute(db)
}
