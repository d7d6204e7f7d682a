import { Mail } from '~/components/ui/icons.tsx'
import { useEffect, useId, useRef, useState } from 'react'
import type * as React from 'react'
import { useSearchParams } from 'react-router'
import { TOPICS } from '~/domain/campaign/topics.ts'
import { HONEYPOT_FIELD } from '~/domain/submission/honeypot.ts'
import { EMAIL_MESSAGE } from '~/lib/form-messages.ts'
import type { Answer } from '~/lib/app-error.ts'
import { Honeypot } from '../forms/field.tsx'
import { cityChoice } from '../newsletter/topic-choices.tsx'
import { Button } from '../ui/button.tsx'
import { Input } from '../ui/input.tsx'
import { Options } from '../ui/select.tsx'
import { toast } from '../ui/toast.tsx'

export const SUBSCRIBE_SUCCESS_TITLE = 'Check your inbox'
/** Spec §5 newsletter rule: the toast a visitor sees for an e-mail that will not do. */
export const INVALID_EMAIL_TITLE = 'Invalid email'
/** Spec §8: the subscription error toast and its fallback message. */
export const SUBSCRIBE_FAILED_TITLE = 'Subscription failed'
export const SUBSCRIBE_FAILED_FALLBACK = 'Failed to subscribe. Please try again later.'

const NEWSLETTER_ENDPOINT = '/api/newsletter'

/** Without JavaScript the form posts natively and the server sends the visitor back with ?newsletter=… */
const NO_SCRIPT_NOTICES: Record<string, { title: string; body: string }> = {
  sent: { title: SUBSCRIBE_SUCCESS_TITLE, body: 'We sent you a link to confirm your subscription.' },
  invalid: { title: INVALID_EMAIL_TITLE, body: EMAIL_MESSAGE },
  limited: { title: SUBSCRIBE_FAILED_TITLE, body: 'Too many attempts from your network. Please try again later.' },
  failed: { title: SUBSCRIBE_FAILED_TITLE, body: SUBSCRIBE_FAILED_FALLBACK },
}

/** What the block makes of the server's answer; anything unreadable counts as a failure. */
async function readAnswer(response: Response): Promise<Answer> {
  try {
    const body = (await response.json()) as Answer
    if (typeof body?.ok === 'boolean') return body
  } catch {
    // not JSON: a proxy error page or similar
  }
  return { ok: false, code: 'unavailable', message: SUBSCRIBE_FAILED_FALLBACK }
}

/**
 * Home "Email signup block": double opt-in subscription to safety alerts and deal notices.
 * Posts in the background (no navigation); a network error or an unexpected answer ends in the
 * spec's failure toast rather than an error page.
 */
export function Newsletter({ cities = [] }: { cities?: readonly { id: number; name: string; state: string }[] }) {
  const id = useId()
  const [submitting, setSubmitting] = useState(false)
  const [searchParams] = useSearchParams()
  const notice = NO_SCRIPT_NOTICES[searchParams.get('newsletter') ?? '']
  const inFlight = useRef<AbortController | null>(null)

  useEffect(() => () => inFlight.current?.abort(), [])

  // The browser checks the address (an e-mail input, required); the server checks it again with
  // the newsletter schema and its answer names what is wrong. No schema library loads on the home page.
  function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault()
    if (inFlight.current) return
    const form = e.currentTarget
    const email = form.elements.namedItem('email')
    if (!(email instanceof HTMLInputElement) || email.value.trim() === '' || !email.checkValidity()) {
      toast.error(INVALID_EMAIL_TITLE, { description: EMAIL_MESSAGE })
      if (email instanceof HTMLInputElement) email.focus()
      return
    }
    void send(form, new FormData(form))
  }

  async function send(form: HTMLFormElement, body: FormData) {
    const controller = new AbortController()
    inFlight.current = controller
    setSubmitting(true)
    let result: Answer
    try {
      const response = await fetch(NEWSLETTER_ENDPOINT, { method: 'POST', body, signal: controller.signal, headers: { Accept: 'application/json' } })
      result = await readAnswer(response)
    } catch {
      if (controller.signal.aborted) return
      result = { ok: false, code: 'unavailable', message: SUBSCRIBE_FAILED_FALLBACK }
    } finally {
      inFlight.current = null
    }
    setSubmitting(false)
    if (result.ok) {
      toast.success(SUBSCRIBE_SUCCESS_TITLE, { description: result.message })
      form.reset()
    } else if (result.errors?.email) {
      toast.error(INVALID_EMAIL_TITLE, { description: result.errors.email })
    } else {
      toast.error(SUBSCRIBE_FAILED_TITLE, { description: result.message || SUBSCRIBE_FAILED_FALLBACK })
    }
  }

  return (
    <section id="newsletter" aria-labelledby="newsletter-heading" className="scroll-mt-20 bg-gradient-to-br from-primary to-navy py-16 text-white">
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <Mail className="mx-auto size-10 text-blue-200" aria-hidden />
        <h2 id="newsletter-heading" className="mt-4 text-3xl font-bold tracking-tight">
          Safety alerts and deals in your inbox
        </h2>
        <p className="mt-2 text-slate-300">Recalls, safety alerts and deal notices on products we recommend. No spam.</p>
        <form
          noValidate
          method="post"
          action={NEWSLETTER_ENDPOINT}
          className="relative mx-auto mt-6 flex max-w-lg flex-col gap-3 sm:flex-row"
          onSubmit={onSubmit}
        >
          <label htmlFor={id} className="sr-only">
            Email address
          </label>
          <Input
            id={id}
            name="email"
            type="email"
            required
            maxLength={254}
            placeholder="you@example.com"
            autoComplete="email"
            fieldSize="xl"
          />
          <Honeypot name={HONEYPOT_FIELD} />
          <Button type="submit" size="lg" variant="inverse" disabled={submitting}>
            {submitting ? 'Subscribing...' : 'Subscribe'}
          </Button>
          <fieldset className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2 text-sm text-blue-100 sm:order-last sm:basis-full">
            <legend className="sr-only">Send me</legend>
            <input type="hidden" name="topicsShown" value="on" />
            {TOPICS.map((topic) => (
              <label key={topic.value} className="flex items-center gap-1.5">
                <input type="checkbox" name="topics" value={topic.value} defaultChecked className="size-4 accent-white" />
                {topic.label}
              </label>
            ))}
            <label className="flex items-center gap-1.5">
              <span>Alerts for</span>
              <select name="cityIds" defaultValue="" className="rounded-md border border-white/30 bg-navy px-2 py-1 text-white">
                <option value="">Choose a city</option>
                <Options choices={cities.map(cityChoice)} />
              </select>
            </label>
          </fieldset>
        </form>
        {notice && (
          <p role="status" className="mt-3 text-sm text-blue-100">
            <strong className="font-semibold text-white">{notice.title}:</strong> {notice.body}
          </p>
        )}
        <p className="mt-3 text-xs text-slate-400">We’ll e-mail you a link to confirm. Change your choices or unsubscribe with one click from any e-mail.</p>
      </div>
    </section>
  )
}
