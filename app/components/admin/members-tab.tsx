import { useFetcherAnswer } from '~/components/ui/use-fetcher-answer.ts'
import { Form, useFetcher } from 'react-router'
import { Button } from '~/components/ui/button.tsx'
import { Input } from '~/components/ui/input.tsx'
import { toast, toastFailure } from '~/components/ui/toast.tsx'
import type { MemberRow } from '~/domain/account/find-members.admin.server.ts'
import type { Answer } from '~/lib/app-error.ts'
import { ADMIN_TOASTS } from './admin-toasts.ts'
import { Pager } from '~/components/ui/pager.tsx'
import { AdminTable, ACTIONS_COLUMN } from './admin-table.tsx'

interface Props {
  members: MemberRow[]
  q: string
  page: number
  pageCount: number
  total: number
}

/** Members tab: accounts with their subscription level; the admin grants or revokes Premium by hand. */
export function MembersTab({ members, q, page, pageCount, total }: Props) {
  const pageLink = (p: number) => `?tab=members&page=${p}${q ? `&q=${encodeURIComponent(q)}` : ''}`
  return (
    <section aria-labelledby="members-heading" className="grid grid-cols-1 gap-4">
      <div>
        <h2 id="members-heading" className="text-xl font-bold text-navy">Members</h2>
        <p className="text-sm text-muted-foreground">
          Every account and its membership. Premium granted here is recorded in the activity log; Premium paid through Stripe follows the subscription.
        </p>
      </div>
      <Form method="get" role="search" className="flex gap-2">
        <input type="hidden" name="tab" value="members" />
        <label htmlFor="member-search" className="sr-only">Search members</label>
        <Input id="member-search" type="search" name="q" defaultValue={q} placeholder="Search by name or e-mail" className="max-w-md" />
        <Button type="submit" variant="outline">Search</Button>
      </Form>
      <AdminTable
        caption={`Members (${total})`}
        columns={['Name', 'E-mail', 'Membership', 'Joined', ACTIONS_COLUMN]}
        empty={members.length === 0 && (q ? 'No members match your search.' : 'No members yet.')}
        className="min-w-[40rem]"
      >
        {members.map((m) => (
          <MemberRowView key={m.id} member={m} />
        ))}
      </AdminTable>
      <Pager page={page} pageCount={pageCount} hrefFor={pageLink} label="Members pages" preventScrollReset />
    </section>
  )
}

function MemberRowView({ member }: { member: MemberRow }) {
  const fetcher = useFetcher<Answer<{ intent: 'grant' | 'revoke'; changed: boolean }>>()
  useFetcherAnswer(fetcher, (answer) => {
    if (answer.ok) toast.success(answer.intent === 'grant' ? ADMIN_TOASTS.premiumGranted : ADMIN_TOASTS.premiumRevoked, { description: member.email })
    else toastFailure(answer, ADMIN_TOASTS.memberError)
  })
  const premium = member.subscriptionLevel === 'premium'
  return (
    <tr className="border-b last:border-0">
      <td className="px-3 py-2 font-medium text-navy">{member.name}</td>
      <td className="px-3 py-2 break-all">{member.email}</td>
      <td className="px-3 py-2">
        {premium ? <span className="rounded-full bg-primary/10 px-2 py-0.5 text-xs font-semibold text-primary">Premium{member.viaStripe ? ' (Stripe)' : ''}</span> : 'Free'}
      </td>
      <td className="px-3 py-2 whitespace-nowrap">{new Date(member.joined).toLocaleDateString('en-US', { timeZone: 'UTC' })}</td>
      <td className="px-3 py-2 text-right">
        {/* A plain form: works without JavaScript too (the action answers, the tab reloads). */}
        <fetcher.Form method="post" action="/admin/members">
          <input type="hidden" name="userId" value={member.id} />
          <input type="hidden" name="intent" value={premium ? 'revoke' : 'grant'} />
          <Button type="submit" size="sm" variant={premium ? 'outline' : 'default'} disabled={fetcher.state !== 'idle'} aria-label={`${premium ? 'Revoke Premium from' : 'Grant Premium to'} ${member.email}`}>
            {premium ? 'Revoke Premium' : 'Grant Premium'}
          </Button>
        </fetcher.Form>
      </td>
    </tr>
  )
}
