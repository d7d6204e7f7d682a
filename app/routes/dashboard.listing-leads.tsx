import { data, Form, useActionData, useLoaderData } from 'react-router'
import { FieldError, TextAreaField } from '~/components/forms/field.tsx'
import { OwnerNav } from '~/components/owner/owner-nav.tsx'
import { Button } from '~/components/ui/button.tsx'
import { findLeads, replyToLead } from '~/domain/owner/leads.server.ts'
import { leadReplySchema } from '~/domain/owner/model.ts'
import { parseForm } from '~/lib/form-fields.ts'
import { redirectWithToast } from '~/lib/toast.server.ts'
import { ownedBusinessRequest } from './owner-route.server.ts'
import type { Route } from './+types/dashboard.listing-leads'
import { TitledSection } from '~/components/ui/titled-section.tsx'
import { EmptyState } from '~/components/ui/list-panel.tsx'
import { shownDate } from '~/lib/shown-date.ts'

export const meta: Route.MetaFunction = ({ data }) => [{ title: `Messages: ${data?.business.name ?? 'Business'} | Safest` }]

export async function loader({ request, url, params }: Route.LoaderArgs) {
  const { db, business } = await ownedBusinessRequest({ request, url, params })
  return { business, leads: await findLeads(db, business.id) }
}

/** POST: the owner's answer to a lead, e-mailed to the visitor. */
export async function action({ request, url, params }: Route.ActionArgs) {
  const { db, user, business } = await ownedBusinessRequest({ request, url, params })
  const form = await request.formData().catch(() => null)
  if (!form) return data({ leadId: '', errors: { reply: 'This form could not be read. Please try again.' } as Record<string, string> }, { status: 400 })
  const parsed = parseForm(leadReplySchema, form)
  if (!parsed.ok) return data({ leadId: String(form.get('leadId') ?? ''), errors: parsed.errors }, { status: 422 })
  if (!(await replyToLead(db, user, business.id, parsed.value.leadId, parsed.value.reply))) {
    return data({ leadId: parsed.value.leadId, errors: { reply: 'Message not found' } as Record<string, string> }, { status: 404 })
  }
  return redirectWithToast(url.pathname, { type: 'success', title: 'Answer sent' })
}

export default function ListingLeads() {
  const { business, leads } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  return (
    <div className="space-y-6">
      <OwnerNav business={business} />
      <TitledSection id="leads-heading" title="Messages from customers" className="grid gap-4">
        {leads.length === 0 ? (
          <EmptyState>No messages yet. Visitors write to you with “Contact Business” on your page.</EmptyState>
        ) : (
          <ul className="grid gap-3">
            {leads.map((l) => (
              <li key={l.id} className="rounded-xl border bg-white p-4 shadow-sm" aria-label={`Message from ${l.name}`}>
                <p className="font-semibold text-navy">{l.name} <span className="font-normal text-muted-foreground">&lt;{l.email}&gt; · {shownDate(l.createdAt)}</span></p>
                <p className="mt-2 whitespace-pre-line text-slate-800">{l.message}</p>
                {l.reply ? (
                  <p className="mt-3 whitespace-pre-line rounded-lg bg-muted p-3 text-sm"><span className="font-semibold">Your answer:</span> {l.reply}</p>
                ) : (
                  <Form method="post" className="mt-3 grid gap-2" noValidate>
                    <input type="hidden" name="leadId" value={l.id} />
                    <TextAreaField label={`Answer ${l.name}`} name="reply" rows={3} error={result?.leadId === l.id ? result.errors.reply : undefined} />
                    {result?.leadId === l.id && <FieldError error={result.errors.leadId} />}
                    <Button type="submit" size="sm" className="w-fit">Send answer</Button>
                  </Form>
                )}
              </li>
            ))}
          </ul>
        )}
      </TitledSection>
    </div>
  )
}
