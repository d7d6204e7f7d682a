import { getSessionUser } from '~/domain/account/session.server.ts'
import type { DB } from '~/lib/db.server.ts'
import { viewerOf, type Viewer } from './model.ts'

/** Who is asking for a member page: anonymous, a free member, or Premium (the admin counts as Premium). */
export async function findViewer(db: DB, request: Request): Promise<Viewer> {
  return viewerOf(await getSessionUser(db, request))
}
