import { Form } from 'react-router'
import { Button } from '~/components/ui/button.tsx'
import { Input } from '~/components/ui/input.tsx'
import { Label } from '~/components/ui/label.tsx'
import type { ClaimQueue } from '~/domain/owner/find-claim-queue.admin.server.ts'
import { CLAIM_METHOD_LABELS, IDENTITY_LABELS, type BusinessIdentity } from '~/domain/owner/model.ts'
import { categoryLabel } from '~/lib/categories.ts'
import { TitledSection } from '~/components/ui/titled-section.tsx'
import { EmptyState } from '~/components/ui/list-panel.tsx'

const ACTION = '/admin/claims'
const json = <T,>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v)
const day = (d: Date | string | null) => (d ? new Date(d).toLocaleDateString('en-US', { dateStyle: 'medium' }) : '')

/** The Claims tab: claims waiting for a decision (documents; claims on an owned business with both sides), and owners' change requests. */
export function ClaimsTab({ claims, changes }: ClaimQueue) {
  return (
    <div className="grid gap-8">
      <TitledSection id="claims-heading" title="Claims" className="grid gap-4" size="2xl">
        {claims.length === 0 ? (
          <EmptyState>No claims waiting.</EmptyState>
        ) : (
          <ul className="grid gap-3">
            {claims.map((c) => (
              <li key={c.id} className="rounded-xl border bg-white p-4 shadow-sm" aria-label={`Claim on ${c.businessName}`}>
                <p className="font-semibold text-navy">{c.businessName}{c.contested && <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-xs text-amber-900">Has an owner</span>}</p>
                <div className="mt-3 grid gap-4 text-sm sm:grid-cols-2">
                  <div>
                    <h3 className="font-semibold">Claimant</h3>
                    <p>{c.claimantName} &lt;{c.claimantEmail}&gt;</p>
                    <p>{CLAIM_METHOD_LABELS[c.method]}{c.address ? `: ${c.address}` : ''} · {day(c.createdAt)}</p>
                    {c.note && <p className="mt-1 whitespace-pre-line">{c.note}</p>}
                    {json(c.documents).map((d) => (
                      <a key={d.id} className="block text-primary underline" href={`/admin/claims/${c.id}/documents/${d.id}`}>{d.name}</a>
                    ))}
                  </div>
                  <div>
                    <h3 className="font-semibold">Business and current owner</h3>
                    <p>Listed e-mail: {c.businessEmail ?? '—'} · Website: {c.businessWebsite ?? '—'}</p>
                    <p>{c.ownerEmail ? `Owner: ${c.ownerEmail} since ${day(c.ownerSince)}` : 'No owner yet'}</p>
                  </div>
                </div>
                <Decision id={c.id} kind="claim" name={c.businessName} />
              </li>
            ))}
          </ul>
        )}
      </TitledSection>
      <TitledSection id="changes-heading" title="Change requests" className="grid gap-4" size="2xl">
        {changes.length === 0 ? (
          <EmptyState>No change requests waiting.</EmptyState>
        ) : (
          <ul className="grid gap-3">
            {changes.map((r) => {
              const before = json<BusinessIdentity>(r.before)
              const after = json<BusinessIdentity>(r.after)
              return (
                <li key={r.id} className="rounded-xl border bg-white p-4 shadow-sm" aria-label={`Change request for ${r.businessName}`}>
                  <p className="font-semibold text-navy">{r.businessName} <span className="font-normal text-muted-foreground">· by {r.ownerEmail} · {day(r.createdAt)}</span></p>
                  <table className="mt-3 w-full text-left text-sm">
                    <thead><tr><th scope="col">Field</th><th scope="col">Now</th><th scope="col">Requested</th></tr></thead>
                    <tbody>
                      {(Object.keys(IDENTITY_LABELS) as (keyof BusinessIdentity)[]).map((k) => {
                        const show = (v: BusinessIdentity) => (k === 'category' ? categoryLabel(v[k]) : v[k])
                        const changed = before[k] !== after[k]
                        return (
                          <tr key={k} className={changed ? 'bg-amber-50' : ''}>
                            <th scope="row" className="py-1 pr-3 font-medium">{IDENTITY_LABELS[k]}</th>
                            <td className={changed ? 'py-1 pr-3 line-through' : 'py-1 pr-3'}>{show(before)}</td>
                            <td className={changed ? 'py-1 font-semibold' : 'py-1'}>{show(after)}</td>
                          </tr>
                        )
                      })}
                    </tbody>
                  </table>
                  <Decision id={r.id} kind="change" name={r.businessName} />
                </li>
              )
            })}
          </ul>
        )}
      </TitledSection>
    </div>
  )
}

function Decision({ id, kind, name }: { id: string; kind: 'claim' | 'change'; name: string }) {
  const what = kind === 'claim' ? 'claim' : 'change'
  return (
    <div className="mt-4 flex flex-wrap items-end gap-3">
      <Form method="post" action={ACTION}>
        <input type="hidden" name="intent" value={`approve-${kind}`} />
        <input type="hidden" name="id" value={id} />
        <Button type="submit">Approve<span className="sr-only"> {what} on {name}</span></Button>
      </Form>
      <Form method="post" action={ACTION} className="flex items-end gap-2">
        <input type="hidden" name="intent" value={`refuse-${kind}`} />
        <input type="hidden" name="id" value={id} />
        <div className="grid gap-1">
          <Label htmlFor={`reason-${id}`}>Reason for refusing</Label>
          <Input id={`reason-${id}`} name="reason" required maxLength={500} />
        </div>
        <Button type="submit" variant="outline">Refuse<span className="sr-only"> {what} on {name}</span></Button>
      </Form>
    </div>
  )
}
