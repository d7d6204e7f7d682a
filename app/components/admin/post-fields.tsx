import { FieldError, SelectField, TextAreaField, TextField } from '~/components/forms/field.tsx'
import { Checkbox } from '~/components/ui/checkbox.tsx'
import { POST_STATUS_LABELS, type BlogPost } from '~/domain/blog/model.ts'
import { contentImagePath } from '~/lib/content-images.ts'
import type { FieldErrors } from '~/lib/form-fields.ts'

/** The blog post editor's fields (the Content tab): text, Markdown body, cover image, status. */
export function PostFields({ post, today, errors }: { post: BlogPost | null; today: string; errors: FieldErrors }) {
  return (
    <>
      <TextField label="Title" name="title" required defaultValue={post?.title} error={errors.title} />
      <TextField label="Slug" name="slug" required defaultValue={post?.slug} placeholder="e.g. home-safety-check" error={errors.slug} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Author" name="author" required defaultValue={post?.author ?? 'The Safest Team'} error={errors.author} />
        <TextField label="Date" name="publishedOn" type="date" required defaultValue={post?.publishedOn ?? today} error={errors.publishedOn} />
      </div>
      <TextAreaField label="Summary" name="summary" required rows={3} defaultValue={post?.summary} error={errors.summary} />
      <TextAreaField label="Body (Markdown)" name="body" required rows={18} defaultValue={post?.body} className="font-mono" error={errors.body} />
      <div className="grid gap-2 rounded-xl border p-4">
        {post?.coverImage && (
          <>
            <img src={contentImagePath(post.coverImage)} alt={post.coverAlt} className="max-h-40 w-fit rounded-md" />
            <label className="flex items-center gap-2 text-sm">
              <Checkbox name="removeCover" /> Remove the cover image
            </label>
          </>
        )}
        <TextField label="Cover image" name="cover" type="file" optional accept="image/jpeg,image/png,image/webp" error={errors.cover} />
        <TextField label="Cover image description" name="coverAlt" optional defaultValue={post?.coverAlt} error={errors.coverAlt} />
      </div>
      <SelectField label="Status" name="status" required defaultValue={post?.status ?? 'draft'} error={errors.status}>
        {Object.entries(POST_STATUS_LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <FieldError error={errors.form} />
    </>
  )
}
