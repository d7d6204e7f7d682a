import { useEffect } from 'react'
import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router'
import { BadgeProgrammeFields } from '~/components/admin/badge-questions-fields.tsx'
import { TextAreaField, TextField } from '~/components/forms/field.tsx'
import { useSchemaForm } from '~/components/forms/use-schema-form.ts'
import { Button, buttonVariants } from '~/components/ui/button.tsx'
import { ADMIN_TOASTS } from '~/components/admin/admin-toasts.ts'
import { toastFailure } from '~/components/ui/toast.tsx'
import { badgeSchema } from '~/domain/badge/model.ts'
import { findBadge } from '~/domain/badge/find-badge.admin.server.ts'
import { saveBadge } from '~/domain/badge/save-badge.admin.server.ts'
import { formErrors } from '~/lib/app-error.ts'
import { attempt } from '~/lib/app-error.server.ts'
import { parseOrFail } from '~/lib/form-fields.ts'
import { BADGE_GONE } from '~/domain/badge/delete-badge.admin.server.ts'
import { redirectWithToast } from '~/lib/toast.server.ts'
import { adminPost, editingId, loadEditing, editorFailure, type Gone } from './admin-route.server.ts'
import type { Route } from './+types/badge-form'

export const meta: Route.MetaFunction = () => [{ title: 'Badge Editor | Admin | Safest' }, { name: 'robots', content: 'noindex' }]

export const headers = () => ({ 'Cache-Control': 'no-store' })

/** Spec §8 "Badge not found: return to /admin" (the Badges tab), with a toast. */
const GONE: Gone = { message: BADGE_GONE, redirect: '/admin?tab=badges', title: ADMIN_TOASTS.badgeNotFound }

/** `/badge-form` and `/badge-form/new` create; `/badge-form/:id` edits (spec §2). */
export async function loader({ request, params }: Route.LoaderArgs) {
  return { badge: await loadEditing(request, params.id, findBadge, GONE) }
}

export async function action({ request, params }: Route.ActionArgs) {
  const { db, admin, form } = await adminPost(request)
  const id = editingId(params.id)
  // The id is locked while editing: the URL says which badge, whatever the form sends.
  if (form && id) form.set('id', id)
  return attempt(
    async () => {
      const values = parseOrFail(badgeSchema, form ?? new FormData())
      await saveBadge(db, admin, id, values)
      return redirectWithToast('/admin?tab=badges', { type: 'success', title: 'Badge saved', description: values.name })
    },
    // The badge being edited is gone: back to the tab, as when its editor opens.
    editorFailure(GONE),
  )
}

export default function BadgeForm() {
  const { badge } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const navigation = useNavigation()
  const { formProps, errors } = useSchemaForm(badgeSchema, formErrors(result))
  useEffect(() => {
    if (result) toastFailure(result, ADMIN_TOASTS.badgeSaveError)
  }, [result])
  return (
    <div className="bg-muted/60 px-4 py-10 sm:px-6">
      <div className="mx-auto max-w-2xl rounded-2xl bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-3xl font-extrabold tracking-tight text-navy">{badge ? 'Edit Badge' : 'New Badge'}</h1>
        <p className="mt-1 text-muted-foreground">Badges appear on the public badge page, ordered by name.</p>
        <Form {...formProps} method="post" className="mt-6 grid gap-4">
          <TextField
            label="ID"
            name="id"
            required
            defaultValue={badge?.id}
            readOnly={badge !== null}
            aria-readonly={badge !== null}
            className={badge ? 'opacity-80' : undefined}
            placeholder="e.g. fire-safety"
            error={errors.id}
          />
          <TextField label="Name" name="name" required defaultValue={badge?.name} error={errors.name} />
          <TextField label="Image URL" name="image" optional defaultValue={badge?.image} placeholder="/badges/fire-safety.svg or https://…" error={errors.image} />
          <TextField label="Price" name="price" type="number" required min={0} step={0.01} inputMode="decimal" defaultValue={badge?.price ?? 0} error={errors.price} />
          <TextAreaField label="Description" name="description" required rows={4} defaultValue={badge?.description} error={errors.description} />
          <BadgeProgrammeFields questions={badge?.questions ?? []} checklist={badge?.checklist ?? []} validityMonths={badge?.validityMonths ?? 12} errors={errors} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Link to="/admin?tab=badges" className={buttonVariants({ variant: 'outline' })}>
              Cancel
            </Link>
            <Button type="submit" disabled={navigation.state === 'submitting'}>
              {navigation.state === 'submitting' ? 'Saving...' : 'Save Badge'}
            </Button>
          </div>
        </Form>
      </div>
    </div>
  )
}
