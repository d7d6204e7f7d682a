import { reviewSchema, REVIEW_MAX, REVIEW_MIN } from '~/domain/reviews/model.ts'
import { FieldError, TextAreaField } from '~/components/forms/field.tsx'
import { Button } from '~/components/ui/button.tsx'
import { ReturnTo } from './return-to.tsx'
import { useActionForm } from './use-action-form.ts'

/** "Write a review" (or edit one): 1–5 stars and the text. */
export function ReviewForm({ businessId, initial }: { businessId: string; initial?: { stars: number; body: string } }) {
  const { fetcher, formProps, errors, busy } = useActionForm(reviewSchema, `/businesses/${businessId}/reviews`)
  return (
    <fetcher.Form {...formProps} className="grid gap-3">
      <ReturnTo />
      <input type="hidden" name="intent" value="save" />
      <fieldset aria-describedby={errors.stars ? 'review-stars-error' : undefined}>
        <legend className="text-sm font-medium">Your rating</legend>
        <div className="mt-1 flex flex-wrap gap-3">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="inline-flex items-center gap-1.5 text-sm">
              <input type="radio" name="stars" value={n} defaultChecked={initial?.stars === n} className="size-4 accent-primary" />
              {n} {n === 1 ? 'star' : 'stars'}
            </label>
          ))}
        </div>
        <FieldError id="review-stars-error" error={errors.stars} />
      </fieldset>
      <TextAreaField
        label="Your review"
        name="body"
        rows={5}
        maxLength={REVIEW_MAX}
        defaultValue={initial?.body}
        placeholder={`At least ${REVIEW_MIN} characters: what was your experience?`}
        error={errors.body}
      />
      <Button type="submit" disabled={busy} className="justify-self-start">
        {busy ? 'Sending...' : initial ? 'Update review' : 'Post review'}
      </Button>
    </fetcher.Form>
  )
}
