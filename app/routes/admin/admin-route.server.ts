// Not a route module (app/routes.ts does not list it): what the admin route modules' loaders and
// actions all start with.
import { requireAdmin } from '~/domain/admin/require-admin.server.ts'
import { notFound, type AppError } from '~/lib/app-error.ts'
import { failure, type FailureHow } from '~/lib/app-error.server.ts'
import { database, type DB } from '~/lib/db.server.ts'

/**
 * How every admin action starts: the database, the signed-in admin (anyone else gets
 * requireAdmin's answer, thrown), the posted form (undefined when the body is not a form) and its
 * `intent` ("" when none).
 */
export async function adminPost(request: Request) {
  const db = await database()
  const admin = await requireAdmin(db, request)
  const form = await request.formData().catch(() => undefined)
  return { db, admin, form, intent: String(form?.get('intent') ?? '') }
}

/** An admin page's loader: the database once the admin is checked (anyone else is sent to sign in). */
export async function adminPage(request: Request): Promise<DB> {
  const db = await database()
  await requireAdmin(db, request, 'redirect')
  return db
}

/** Where an editor goes when its item is gone (spec §8: back to its tab, with a toast), and what the toast says. */
export interface Gone {
  message: string
  redirect: string
  title?: string
}

/** The answer when an editor's item is gone: back to the tab with the toast (thrown by loaders). */
export const goneAnswer = (gone: Gone) => failure(notFound(gone.message), gone)

/** An editor action's refusals: its item gone goes back as its loader does; any other stays on the form. */
export const editorFailure = (gone: Gone) => (error: AppError): FailureHow => (error.code === 'not-found' ? gone : {})

/** An editor page's loader: the item the URL names; when it finds nothing, back to the tab (`gone`). */
export async function loadItem<T>(request: Request, find: (db: DB) => Promise<T | null | undefined>, gone: Gone): Promise<T> {
  const item = await find(await adminPage(request))
  if (!item) throw await goneAnswer(gone)
  return item
}

/** Editor URLs: `…/new` (or none) creates, `…/:id` edits. The id being edited, or null. */
export const editingId = (id: string | undefined) => (id && id !== 'new' ? id : null)

/** A create-or-edit page's loader: null for a new item, else the item `id` names (or back to the tab, `gone`). */
export async function loadEditing<T>(request: Request, id: string | undefined, find: (db: DB, id: string) => Promise<T | null | undefined>, gone: Gone): Promise<T | null> {
  const editing = editingId(id)
  if (!editing) {
    await adminPage(request)
    return null
  }
  return loadItem(request, (db) => find(db, editing), gone)
}
