import { Mail } from 'lucide-react'
import { useId } from 'react'
import { Button } from '../ui/button.tsx'
import { Input } from '../ui/input.tsx'
import { toast } from '../ui/toast.tsx'

/**
 * Spec §5 newsletter rule: the e-mail must be non-empty and contain "@". Subscriptions open with
 * the accounts issue (server, double opt-in); until then the block says so plainly.
 */
export function isPlausibleEmail(value: string): boolean {
  const v = value.trim()
  return v.length > 0 && v.includes('@')
}

export function Newsletter() {
  const id = useId()
  return (
    <section id="newsletter" aria-labelledby="newsletter-heading" className="scroll-mt-20 bg-navy py-16 text-white">
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <Mail className="mx-auto size-10 text-blue-200" aria-hidden />
        <h2 id="newsletter-heading" className="mt-4 text-3xl font-bold tracking-tight">
          Safety alerts and deals in your inbox
        </h2>
        <p className="mt-2 text-slate-300">Recalls, safety alerts and deal notices on products we recommend. No spam.</p>
        <form
          noValidate
          className="mx-auto mt-6 flex max-w-lg flex-col gap-3 sm:flex-row"
          onSubmit={(e) => {
            e.preventDefault()
            const email = String(new FormData(e.currentTarget).get('email') ?? '')
            if (!isPlausibleEmail(email)) {
              toast.error('Invalid email', { description: 'Please enter a valid email address' })
              return
            }
            toast.info('Subscriptions are not open yet', {
              description: 'Our newsletter launches soon — please check back in a few days.',
            })
          }}
        >
          <label htmlFor={id} className="sr-only">
            Email address
          </label>
          <Input id={id} name="email" type="email" required placeholder="you@example.com" autoComplete="email" className="h-12 bg-white text-foreground" />
          <Button type="submit" size="lg" variant="accent">
            Subscribe
          </Button>
        </form>
      </div>
    </section>
  )
}
