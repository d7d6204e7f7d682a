import { data, Form, Link, useNavigation } from 'react-router'
import { CityMultiSelect, TopicCheckboxes } from '~/components/newsletter/topic-choices.tsx'
import { ResultPanel } from '~/components/result-panel.tsx'
import { Button, buttonVariants } from '~/components/ui/button.tsx'
import { preferencesSchema } from '~/domain/campaign/model.ts'
import { findCities } from '~/domain/directory/find-cities.server.ts'
import { findPreferences, updatePreferences } from '~/domain/newsletter/preferences.server.ts'
import { database } from '~/lib/db.server.ts'
import { parseForm, type FieldErrors } from '~/lib/form-fields.ts'
import type { PageHandle } from '~/lib/page-cache-policy.ts'
import type { Route } from './+types/newsletter.preferences'

// Per-subscriber: never in the page cache, never stored by a browser or proxy.
export const handle = { cache: 'none' } satisfies PageHandle
export const meta: Route.MetaFunction = () => [{ title: 'E-mail preferences | Safest' }, { name: 'robots', content: 'noindex' }]
export const headers = () => ({ 'Cache-Control': 'no-store' })

const noStore = { 'Cache-Control': 'no-store' }
const PROBLEM_STATUS = { 'invalid-token': 400, 'not-found': 404 } as const

async function view(token: string | null, errors?: FieldErrors, saved: 'saved' | 'unsubscribed' | false = false) {
  const db = await database()
  const found = await findPreferences(db, token)
  if (!found.found) return data({ view: found.reason } as const, { status: PROBLEM_STATUS[found.reason], headers: noStore })
  const cities = (await findCities(db)).map((c) => ({ id: c.id, name: c.name, state: c.state }))
  return data({ view: 'form' as const, token: token!, email: found.email, status: found.status, topics: found.topics, cityIds: found.cityIds, cities, errors, saved }, { status: errors ? 422 : 200, headers: noStore })
}

/** GET /newsletter/preferences?token=…: the link in every e-mail (signed, decision 033). */
export async function loader({ url }: Route.LoaderArgs) {
  return view(url.searchParams.get('token'))
}

export async function action({ request, url }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null)
  const token = (form?.get('token') as string | null) ?? url.searchParams.get('token')
  const parsed = form ? parseForm(preferencesSchema, form) : ({ ok: false, errors: { form: 'Expected a form submission' } } as const)
  if (!parsed.ok) return view(token, parsed.errors)
  const result = await updatePreferences(await database(), token, parsed.value)
  if (result !== 'saved' && result !== 'unsubscribed') return data({ view: result } as const, { status: PROBLEM_STATUS[result], headers: noStore })
  return view(token, undefined, result)
}

export default function NewsletterPreferences({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData ?? loaderData
  const busy = useNavigation().state === 'submitting'
  if (state.view !== 'form') {
    return (
      <ResultPanel title={state.view === 'invalid-token' ? 'This preferences link is not valid' : 'We could not find this subscription'}>
        <p className="text-muted-foreground">Open the link straight from one of our e-mails, or subscribe again from the home page.</p>
        <Link to="/#newsletter" className={buttonVariants({ size: 'lg' })}>
          Return to Home
        </Link>
      </ResultPanel>
    )
  }
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-navy">E-mail preferences</h1>
      <p className="mt-2 text-muted-foreground">
        Choose what Safest sends to <span className="font-medium text-foreground">{state.email}</span>.
      </p>
      {state.saved === 'saved' && (
        <p role="status" className="mt-4 rounded-lg bg-emerald-50 p-3 text-sm font-medium text-emerald-900">
          Your preferences are saved.
        </p>
      )}
      {state.saved === 'unsubscribed' && (
        <p role="status" className="mt-4 rounded-lg bg-muted p-3 text-sm font-medium">
          You are unsubscribed from everything: with no topic ticked, Safest sends you nothing. Tick a topic and save to subscribe again.
        </p>
      )}
      {state.status === 'unsubscribed' && !state.saved && (
        <p className="mt-4 rounded-lg bg-muted p-3 text-sm">You are unsubscribed. Saving your choices subscribes you again.</p>
      )}
      <Form method="post" className="mt-6 grid gap-6 rounded-xl border bg-white p-6 shadow-sm">
        <input type="hidden" name="token" value={state.token} />
        <TopicCheckboxes selected={state.topics} error={state.errors?.topics} />
        <p className="-mt-4 text-xs text-muted-foreground">Untick every topic to get nothing at all.</p>
        <CityMultiSelect cities={state.cities} selected={state.cityIds} error={state.errors?.cityIds} />
        <p className="-mt-4 text-xs text-muted-foreground">City safety alerts come for the cities you pick. Hold Ctrl (⌘ on a Mac) to pick several.</p>
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : 'Save preferences'}
          </Button>
          <Link to={`/newsletter/unsubscribe?token=${encodeURIComponent(state.token)}`} className="text-sm font-semibold text-primary underline underline-offset-4">
            Unsubscribe from everything
          </Link>
        </div>
      </Form>
    </div>
  )
}
