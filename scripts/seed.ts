// npm run db:seed — migrations, then the idempotent seed (each step once; safe to repeat). `npm start`
// runs the same step before serving (start.js).
// With the embedded database, stop the server first: PGlite allows one process at a time.
import { prepareDatabase } from '../db/seed/index.ts'
import { withConfiguredDatabase } from './lib/configured-database.ts'

const ran = await withConfiguredDatabase((db) => prepareDatabase(db))
console.log(ran.length ? `Seeded: ${ran.join(', ')}` : 'Seed already applied')
