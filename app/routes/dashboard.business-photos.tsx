import { Form, useActionData, useLoaderData } from 'react-router'
import { RouteErrorBoundary } from '~/components/route-error-boundary.tsx'
import { TextField } from '~/components/forms/field.tsx'
import { OwnerNav } from '~/components/owner/owner-nav.tsx'
import { Button } from '~/components/ui/button.tsx'
import { uploadStore } from '~/lib/upload-store.server.ts'
import { addBusinessPhoto, findBusinessPhotos, removeBusinessPhoto } from '~/domain/owner/business-photos.server.ts'
import { MAX_PHOTOS, photoSchema, photoUrl } from '~/domain/owner/model.ts'
import { AppError, formErrors, invalid, notAForm, notFound } from '~/lib/app-error.ts'
import { attempt } from '~/lib/app-error.server.ts'
import { parseOrFail } from '~/lib/form-fields.ts'
import { upload } from '~/lib/body-limits.ts'
import type { PageHandle } from '~/lib/page-cache-policy.ts'
import { PHOTO_HINT, PHOTO_TOO_LARGE, UPLOAD_MAX_BYTES } from '~/lib/upload-limits.ts'
import { redirectWithToast } from '~/lib/toast.server.ts'
import { isUuid } from '~/lib/uuid.ts'
import { ownedBusinessRequest } from './owner-route.server.ts'
import type { Route } from './+types/dashboard.business-photos'
import { TitledSection } from '~/components/ui/titled-section.tsx'

// An owner's photo, at most 10 MB: over it, the form comes back with the message under the field.
export const handle = { body: upload(UPLOAD_MAX_BYTES, PHOTO_TOO_LARGE) } satisfies PageHandle

export const meta: Route.MetaFunction = ({ data }) => [{ title: `Photos: ${data?.business.name ?? 'Business'} | Safest` }]

export async function loader({ request, url, params }: Route.LoaderArgs) {
  const { db, business } = await ownedBusinessRequest({ request, url, params })
  return { business, photos: await findBusinessPhotos(db, business.id) }
}

/** POST: intent `add` (a JPEG, PNG or WebP up to 10 MB, re-encoded to WebP) or `remove`. Published at once. */
export async function action({ request, url, params, context }: Route.ActionArgs) {
  const { db, user, business } = await ownedBusinessRequest({ request, url, params })
  return attempt(async () => {
    // Over the body limit: the body was not read (request-guards.server.ts).
    if (context.uploadTooLarge) throw new AppError('payload-too-large', context.uploadTooLarge, { field: 'photo' })
    const form = await request.formData().catch(() => null)
    if (!form) throw notAForm()
    if (form.get('intent') === 'remove') {
      const id = form.get('photoId')
      if (!isUuid(id)) throw notFound('Photo not found')
      await removeBusinessPhoto(db, uploadStore(), user.id, business.id, id)
      return redirectWithToast(url.pathname, { type: 'success', title: 'Photo removed' })
    }
    const { alt } = parseOrFail(photoSchema, form)
    const file = form.get('photo')
    if (!(file instanceof File) || file.size === 0) throw invalid('photo', 'Choose a photo')
    await addBusinessPhoto(db, uploadStore(), user.id, business.id, file, alt)
    return redirectWithToast(url.pathname, { type: 'success', title: 'Photo added', description: 'It is on your business page now.' })
  })
}

export default function BusinessPhotosPage() {
  const { business, photos } = useLoaderData<typeof loader>()
  // A refusal about no field (a photo gone, the limit of photos) shows under the photo field.
  const errors = formErrors(useActionData<typeof action>(), 'photo')
  return (
    <div className="space-y-6">
      <OwnerNav business={business} />
      <TitledSection id="photos-heading" title={<>Photos ({photos.length} of {MAX_PHOTOS})</>} card className="grid gap-4">
        {photos.length > 0 && (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {photos.map((p, i) => (
              <li key={p.id} className="grid gap-2">
                <img src={photoUrl(p.id, 400)} width={400} height={300} alt={p.alt || `Photo ${i + 1}`} className="aspect-[4/3] w-full rounded-lg object-cover" />
                <Form method="post">
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="photoId" value={p.id} />
                  <Button type="submit" variant="outline" size="sm">Remove<span className="sr-only"> photo {i + 1}</span></Button>
                </Form>
              </li>
            ))}
          </ul>
        )}
        {photos.length < MAX_PHOTOS && (
          <Form method="post" encType="multipart/form-data" className="grid gap-3" noValidate>
            <input type="hidden" name="intent" value="add" />
            <TextField label="Photo" hint={PHOTO_HINT} name="photo" type="file" accept="image/jpeg,image/png,image/webp" error={errors.photo} />
            <TextField label="Description" name="alt" optional placeholder="What the photo shows" error={errors.alt} />
            <Button type="submit" className="w-fit">Add photo</Button>
          </Form>
        )}
      </TitledSection>
    </div>
  )
}

export const ErrorBoundary = RouteErrorBoundary
