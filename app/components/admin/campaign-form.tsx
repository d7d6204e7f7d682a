import { Form, Link, useNavigation } from 'react-router'
import { FieldError, SelectField, TextAreaField, TextField } from '~/components/forms/field.tsx'
import { CityMultiSelect, type CityOption } from '~/components/newsletter/topic-choices.tsx'
import { Button, buttonVariants } from '~/components/ui/button.tsx'
import type { CampaignRow } from '~/domain/campaign/find-campaigns.admin.server.ts'
import { AUDIENCES, DEFAULT_TOPIC, sendNowQuestion, TOPICS } from '~/domain/campaign/model.ts'
import { countOf } from '~/lib/plural.ts'
import { useEffect, useRef } from 'react'
import type { FieldErrors } from '~/lib/form-fields.ts'
import { CampaignPreview } from './campaign-preview.tsx'

interface Props {
  campaign: CampaignRow | null
  cities: CityOption[]
  adminEmail: string
  errors?: FieldErrors
  preview?: string
  notice?: string
  /** What was typed, after a preview or test send (the page reloads without JavaScript). */
  values?: Pick<CampaignRow, 'subject' | 'body' | 'topic' | 'cityIds' | 'audience'>
  /** Send now was pressed: whom it would go to, to confirm ("Send to N subscribers?"). */
  confirmCount?: number
}

/** The Newsletter tab's compose page: Markdown, audience, preview, test send, schedule or send now. */
export function CampaignForm({ campaign, cities, adminEmail, errors = {}, preview, notice, values, confirmCount }: Props) {
  const busy = useNavigation().state === 'submitting'
  const shown = values ?? campaign
  const editable = !campaign || campaign.status === 'draft' || campaign.status === 'scheduled'
  return (
    <div className="mx-auto grid max-w-5xl gap-6 rounded-2xl bg-white p-6 shadow-sm sm:p-8">
      <div>
        <Link to="/admin?tab=newsletter" className="text-sm font-semibold text-primary underline underline-offset-4">
          Back to Newsletter
        </Link>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-navy">{campaign ? 'Edit campaign' : 'New campaign'}</h1>
        <p className="mt-1 text-muted-foreground">
          Write in Markdown. City alerts go at once to Premium members and in the weekly digest to free subscribers.
        </p>
      </div>
      {notice && (
        <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm font-medium text-emerald-900">
          {notice}
        </p>
      )}
      <FieldError error={errors.form} />
      <Form method="post" className="grid gap-4">
        <TextField label="Subject" name="subject" required maxLength={150} defaultValue={shown?.subject} error={errors.subject} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label="Topic" name="topic" required defaultValue={shown?.topic ?? DEFAULT_TOPIC} error={errors.topic} options={TOPICS} />
          <SelectField label="Audience" name="audience" defaultValue={shown?.audience ?? 'all'} error={errors.audience} options={AUDIENCES} />
        </div>
        <CityMultiSelect label="Cities (for a city alert)" cities={cities} selected={shown?.cityIds ?? []} error={errors.cityIds} />
        <TextAreaField label="Message (Markdown)" name="body" required rows={12} defaultValue={shown?.body} error={errors.body} className="font-mono" />
        <TextField
          label="Send at (UTC)"
          name="sendAt"
          type="datetime-local"
          step={1}
          optional
          defaultValue={campaign?.scheduledAt?.slice(0, 19)}
          error={errors.sendAt}
        />
        {confirmCount !== undefined && editable && <ConfirmSendNow count={confirmCount} busy={busy} />}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" name="intent" value="preview" variant="outline" disabled={busy}>
            Preview
          </Button>
          <Button type="submit" name="intent" value="test" variant="outline" disabled={busy} title={`Sends to ${adminEmail}`}>
            Send a test to me
          </Button>
          {editable && (
            <>
              <Button type="submit" name="intent" value="save" variant="outline" disabled={busy}>
                Save draft
              </Button>
              <Button type="submit" name="intent" value="schedule" disabled={busy}>
                Schedule
              </Button>
              <Button type="submit" name="intent" value="send-now" disabled={busy}>
                Send now
              </Button>
            </>
          )}
          <Link to="/admin?tab=newsletter" className={buttonVariants({ variant: 'ghost' })}>
            Cancel
          </Link>
        </div>
      </Form>
      {preview && <CampaignPreview html={preview} />}
    </div>
  )
}

/**
 * The question Send now asks before anything is sent, with the count the server found; part of the
 * compose form, so confirming posts what is typed with the count confirmed (the server asks again
 * when the count has changed since).
 */
function ConfirmSendNow({ count, busy }: { count: number; busy: boolean }) {
  const confirm = useRef<HTMLButtonElement>(null)
  useEffect(() => confirm.current?.focus(), [count])
  return (
    <div role="alertdialog" aria-labelledby="send-now-question" aria-describedby="send-now-detail" className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4">
      <h2 id="send-now-question" className="text-lg font-bold text-navy">{sendNowQuestion(count)}</h2>
      <p id="send-now-detail" className="text-sm">It goes out at once and cannot be recalled. Check the preview and send a test to yourself first.</p>
      <input type="hidden" name="confirmedCount" value={count} />
      <div className="flex flex-wrap gap-2">
        <Button ref={confirm} type="submit" name="intent" value="send-now" disabled={busy}>
          Send to {countOf(count, 'subscriber')}
        </Button>
        <Button type="submit" name="intent" value="preview" variant="outline" disabled={busy}>
          Not now
        </Button>
      </div>
    </div>
  )
}
