import { FieldError, SelectField, TextAreaField, TextField } from '~/components/forms/field.tsx'
import { Checkbox } from '~/components/ui/checkbox.tsx'
import { POST_STATUS_LABELS, type PostStatus } from '~/domain/blog/model.ts'
import { CURRENCIES } from '~/domain/guides/model.ts'
import { PRODUCT_REVIEW_SECTIONS, type ProductReviewSectionField } from '~/domain/guides/product-review-sections.ts'
import type { FieldErrors } from '~/lib/form-fields.ts'

/** What the review editor shows: a saved review, or nothing for a new one. */
export type ProductReviewFieldValues = {
  slug: string
  title: string
  productName: string
  author: string
  publishedOn: string
  productIds: string[]
  verdict: string
  rating: number
  price: number
  currency: string
  status: PostStatus
  featured: boolean
  seeded: boolean
} & Record<ProductReviewSectionField, string>

/** The closing section's field is the verdict section's words after the verdict itself. */
const sectionLabel = (field: ProductReviewSectionField, label: string) => (field === 'closing' ? 'Closing words' : label)

/**
 * The review editor's fields (Content tab, decision 039): headline facts, the products it covers,
 * each section in Markdown (an empty one is left out of the page), and its status.
 */
export function ProductReviewFields({ review, products, today, errors }: {
  review: ProductReviewFieldValues | null
  products: { id: string; name: string }[]
  today: string
  errors: FieldErrors
}) {
  return (
    <>
      <TextField label="Title" name="title" required defaultValue={review?.title} error={errors.title} />
      {!review && <TextField label="Slug" name="slug" required placeholder="e.g. hearthwise-duo" error={errors.slug} />}
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label="Product name" name="productName" required defaultValue={review?.productName} error={errors.productName} />
        <TextField label="Author" name="author" required defaultValue={review?.author ?? 'The Safest Team'} error={errors.author} />
        <TextField label="Date" name="publishedOn" type="date" required defaultValue={review?.publishedOn ?? today} error={errors.publishedOn} />
      </div>
      <fieldset className="grid gap-2 rounded-xl border p-4" aria-describedby={errors.productIds ? 'productIds-error' : undefined}>
        <legend className="px-1 text-sm font-semibold">Products it covers</legend>
        <p className="text-xs text-muted-foreground">Their cards link to this review once it is published; its Where to buy shows their merchant links.</p>
        <div className="grid gap-1 sm:grid-cols-2">
          {products.map((p) => (
            <label key={p.id} className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="productIds" value={p.id} defaultChecked={review?.productIds.includes(p.id)} className="size-4 accent-primary" />
              {p.name}
            </label>
          ))}
        </div>
        <FieldError id="productIds-error" error={errors.productIds} />
      </fieldset>
      <TextAreaField label="Verdict" name="verdict" required rows={3} defaultValue={review?.verdict} error={errors.verdict} />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label="Rating" name="rating" required inputMode="decimal" defaultValue={review?.rating} error={errors.rating} />
        <TextField label="Price" name="price" required inputMode="decimal" defaultValue={review?.price} error={errors.price} />
        <SelectField label="Currency" name="currency" required defaultValue={review?.currency ?? 'USD'} error={errors.currency}>
          {CURRENCIES.map((c) => (
            <option key={c} value={c}>{c}</option>
          ))}
        </SelectField>
      </div>
      <h2 className="mt-2 text-lg font-bold text-navy">Sections</h2>
      <p className="-mt-2 text-sm text-muted-foreground">
        Markdown: ### for a heading, - for a list, | for a table. HTML is shown as text. An empty section is left out of the page.
        {review?.seeded && ' A sample section saved as shown keeps its designed layout.'}
      </p>
      {PRODUCT_REVIEW_SECTIONS.map(({ field, label }) => (
        <TextAreaField
          key={field}
          label={`${sectionLabel(field, label)} (Markdown)`}
          name={field}
          required={field === 'experience'}
          optional={field !== 'experience'}
          rows={field === 'experience' ? 14 : 6}
          className="font-mono"
          defaultValue={review?.[field]}
          error={errors[field]}
        />
      ))}
      <SelectField label="Status" name="status" required defaultValue={review?.status ?? 'draft'} error={errors.status}>
        {Object.entries(POST_STATUS_LABELS).map(([value, label]) => (
          <option key={value} value={value}>{label}</option>
        ))}
      </SelectField>
      <label className="flex items-center gap-2 text-sm">
        <Checkbox name="featured" defaultChecked={review?.featured} />
        Feature this review on the home page, /products and its products’ category pages (in place of the one featured now)
      </label>
      <FieldError error={errors.form} />
    </>
  )
}
