import { useFetcher } from 'react-router'
import { FieldError, SelectField, TextField } from '~/components/forms/field.tsx'
import { useSchemaForm } from '~/components/forms/use-schema-form.ts'
import { Button } from '~/components/ui/button.tsx'
import { addAwardSchema, AWARD_STATUS_LABELS, defaultExpiry, revokeAwardSchema, verifyPath, type AwardSummary } from '~/domain/award/model.ts'
import { longDate, todayIso } from '~/lib/audit-dates.ts'
import { formErrors, type Answer } from '~/lib/app-error.ts'
import { TitledSection } from '~/components/ui/titled-section.tsx'
import { AdminTable } from './admin-table.tsx'

/**
 * The admin business form's Awards section: the business's awards (badge, code, issued, expires,
 * status), "Revoke" (a reason is required) and "Add award" (a catalog badge, issuer, dates).
 */
export function AwardsSection({ businessId, awards, badges }: { businessId: string; awards: AwardSummary[]; badges: { id: string; name: string }[] }) {
  const action = `/admin/businesses/${businessId}/awards`
  return (
    <TitledSection id="awards-heading" title="Awards" className="mt-8 grid grid-cols-1 gap-4 border-t pt-6">
      <AdminTable
        caption="Awards"
        columns={['Badge', 'Code', 'Issued', 'Expires', 'Status', { label: 'Revoke', srOnly: true }]}
        empty={awards.length === 0 && 'No awards yet.'}
        bodyClassName="divide-y"
      >
        {awards.map((a) => (
          <tr key={a.code} className="align-top">
            <td className="px-3 py-2">{a.badgeName}</td>
            <td className="px-3 py-2 font-mono">
              <a href={verifyPath(a.code)} className="underline underline-offset-2">
                {a.code}
              </a>
            </td>
            <td className="px-3 py-2">{longDate(a.issuedOn)}</td>
            <td className="px-3 py-2">{longDate(a.expiresOn)}</td>
            <td className="px-3 py-2">
              {AWARD_STATUS_LABELS[a.status]}
              {a.status === 'revoked' && a.revokedReason ? <span className="block text-muted-foreground">{a.revokedReason}</span> : null}
            </td>
            <td className="px-3 py-2">{a.status !== 'revoked' && <RevokeForm action={action} award={a} />}</td>
          </tr>
        ))}
      </AdminTable>
      <AddAwardForm action={action} badges={badges} />
    </TitledSection>
  )
}

function RevokeForm({ action, award }: { action: string; award: AwardSummary }) {
  const fetcher = useFetcher<Answer<{ intent: 'add' | 'revoke'; code: string }>>()
  const { formProps, errors } = useSchemaForm(revokeAwardSchema, formErrors(fetcher.data, 'reason'))
  return (
    <fetcher.Form {...formProps} method="post" action={action} className="flex flex-col gap-1">
      <input type="hidden" name="intent" value="revoke" />
      <input type="hidden" name="code" value={award.code} />
      <TextField label={`Reason for revoking ${award.code}`} name="reason" required maxLength={500} error={errors.reason} />
      <Button type="submit" variant="destructive" size="sm" disabled={fetcher.state !== 'idle'}>
        Revoke
      </Button>
    </fetcher.Form>
  )
}

function AddAwardForm({ action, badges }: { action: string; badges: { id: string; name: string }[] }) {
  const fetcher = useFetcher<Answer<{ intent: 'add' | 'revoke'; code: string }>>()
  const answer = fetcher.data
  const { formProps, errors } = useSchemaForm(addAwardSchema, answer && !answer.ok ? answer.errors : undefined)
  const today = todayIso()
  return (
    <fetcher.Form {...formProps} method="post" action={action} className="grid gap-3 rounded-lg border p-4">
      <h3 className="text-sm font-semibold">Add award</h3>
      <input type="hidden" name="intent" value="add" />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField label="Badge" name="badgeId" required defaultValue="" error={errors.badgeId} placeholder="Select a badge"
          options={badges.map((b) => ({ value: b.id, label: b.name }))} />
        <TextField label="Issuer" name="issuer" required maxLength={120} defaultValue="Safest" error={errors.issuer} />
        <TextField label="Issued" name="issuedOn" type="date" required defaultValue={today} error={errors.issuedOn} />
        <TextField label="Expires" name="expiresOn" type="date" required defaultValue={defaultExpiry(today)} error={errors.expiresOn} />
      </div>
      {answer && !answer.ok && !answer.errors ? <FieldError error={answer.message} /> : null}
      {answer?.ok && answer.intent === 'add' ? (
        <p role="status" className="text-sm text-green-800">
          Award {answer.code} added.
        </p>
      ) : null}
      <Button type="submit" className="justify-self-start" disabled={fetcher.state !== 'idle'}>
        Add award
      </Button>
    </fetcher.Form>
  )
}
