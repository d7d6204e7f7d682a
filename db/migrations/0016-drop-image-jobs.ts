import { sql, type Kysely } from 'kysely'
import { imageJobTables } from './0006-city-images.ts'

// City images, e-mail and scheduled work run on pg-boss (decision 017), in its own schema, which
// it creates and migrates itself: the hand-made job table and its runner lease (0006) go.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists image_job_runner`.execute(db)
  await sql`drop table if exists image_jobs`.execute(db)
}

/** The tables come back empty; pg-boss's jobs are not copied into them. */
export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of imageJobTables) await statement.execute(db)
}
