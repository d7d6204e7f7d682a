import { sql, type Kysely } from 'kysely'

// Site-wide settings the admin changes: one row. sample_notice: directory pages say
// "Sample listings for demonstration" until the admin turns it off (audited: settings.sample-notice).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table site_settings (
    id integer primary key default 1 check (id = 1),
    sample_notice boolean not null default true,
    updated_at timestamptz not null default now()
  )`.execute(db)
  await sql`insert into site_settings (id) values (1)`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table site_settings`.execute(db)
}
