import { Form, useActionData, useLoaderData } from 'react-router'
import { RouteErrorBoundary } from '~/components/route-error-boundary.tsx'
import { FieldError, TextAreaField } from '~/components/forms/field.tsx'
import { OwnerNav } from '~/components/owner/owner-nav.tsx'
import { Button } from '~/components/ui/button.tsx'
import { findLeads, replyToLead } from '~/domain/owner/leads.server.ts'
import { leadReplySchema } from '~/domain/owner/model.ts'
import { formErrors, notAForm } from '~/lib/app-error.ts'
import { attempt } from '~/lib/app-error.server.ts'
import { parseOrFail } from '~/lib/form-fields.ts'
import { redirectWithToast } from '~/lib/toast.server.ts'
import { ownedBusinessRequest } from './owner-route.server.ts'
import type { Route } from './+types/dashboard.business-leads'
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
  return attempt(async () => {
    if (!form) throw notAForm()
    const { leadId, reply } = parseOrFail(leadReplySchema, form)
    await replyToLead(db, user, business.id, leadId, reply)
    return redirectWithToast(url.pathname, { type: 'success', title: 'Answer sent' })
  }, { extra: { leadId: String(form?.get('leadId') ?? '') } })
}

export default function BusinessLeadsPage() {
  const { business, leads } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  // A refusal about no field (the message gone) shows under the answer.
  const errors = formErrors(result, 'reply')
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
                    <TextAreaField label={`Answer ${l.name}`} name="reply" rows={3} error={result?.leadId === l.id ? errors.reply : undefined} />
                    {result?.leadId === l.id && <FieldError error={errors.leadId} />}
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

export const ErrorBoundary = RouteErrorBoundary
