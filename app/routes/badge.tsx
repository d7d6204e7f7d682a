import { useState } from 'react'
import { Link, useLoaderData } from 'react-router'
import { BusinessSubmissionForm } from '~/components/forms/business-submission-form.tsx'
import { Button, buttonVariants } from '~/components/ui/button.tsx'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '~/components/ui/dialog.tsx'
import { findBadges } from '~/domain/badge/find-badges.server.ts'
import { database } from '~/lib/db.server.ts'
import type { Route } from './+types/badge'
import type { PageHandle } from '~/lib/page-cache-policy.ts'

export const handle = { cache: { params: [] } } satisfies PageHandle

export const meta: Route.MetaFunction = () => [
  { title: 'Safety Badges | Safest' },
  { name: 'description', content: 'The nine Safest safety badges businesses, schools and daycares can earn after an audit.' },
]

export async function loader() {
  return { badges: await findBadges(await database()) }
}

export default function BadgeCatalog() {
  const { badges } = useLoaderData<typeof loader>()
  const [applying, setApplying] = useState(false)
  return (
    <div>
      <header className="border-b bg-surface px-4 py-14 text-center sm:px-6 sm:py-16">
        <h1 className="text-3xl font-extrabold tracking-tight text-navy sm:text-5xl">Safety Badges</h1>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-balance text-muted-foreground">
          Earn a badge after an audit and show customers the safety work you do every day.
        </p>
        <Button size="lg" className="mt-6" onClick={() => setApplying(true)}>
          Apply for a Badge
        </Button>
      </header>
      <ul className="mx-auto grid max-w-6xl gap-6 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-3">
        {badges.map((b) => (
          <li key={b.id} className="flex flex-col items-center rounded-xl border bg-white p-6 text-center shadow-sm">
            <img src={b.image} alt="" width={120} height={120} className="size-28" loading="lazy" />
            <h2 className="mt-4 text-lg font-bold text-navy">{b.name}</h2>
            <p className="mt-2 flex-1 text-muted-foreground">{b.description}</p>
            <p className="mt-4 text-sm font-semibold text-accent">{b.price === 0 ? 'Free with audit' : `$${b.price.toFixed(2)}`}</p>
            <Link to={`/badge/${encodeURIComponent(b.id)}/apply`} className={buttonVariants({ className: 'mt-4' })} aria-label={`Apply for this badge: ${b.name}`}>
              Apply for this badge
            </Link>
          </li>
        ))}
      </ul>
      <section className="bg-muted/60 px-4 py-12 text-center sm:px-6" aria-labelledby="apply-heading">
        <h2 id="apply-heading" className="text-2xl font-bold text-navy">
          Ready to show your commitment to safety?
        </h2>
        <p className="mx-auto mt-2 max-w-xl text-muted-foreground">
          Apply, pass our audit, and your badge appears on your directory listing. We review every application within
          2-3 business days.
        </p>
        <Button size="lg" className="mt-6" onClick={() => setApplying(true)}>
          Apply for a Badge
        </Button>
      </section>
      <Dialog open={applying} onOpenChange={setApplying}>
        <DialogContent width="lg">
          <DialogHeader>
            <DialogTitle>Apply for a Badge</DialogTitle>
            <DialogDescription>Tell us about your business. Fields without “optional” are required.</DialogDescription>
          </DialogHeader>
          <BusinessSubmissionForm onDone={() => setApplying(false)} onCancel={() => setApplying(false)} />
        </DialogContent>
      </Dialog>
    </div>
  )
}
