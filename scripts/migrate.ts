// npm run db:migrate — brings the configured database to the latest schema.
// With the embedded database, stop the server first: PGlite allows one process at a time.
import { migrateToLatest } from '../db/migrate.ts'
import { withConfiguredDatabase } from './lib/configured-database.ts'

const applied = await withConfiguredDatabase((db) => migrateToLatest(db))
console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Already up to date')
