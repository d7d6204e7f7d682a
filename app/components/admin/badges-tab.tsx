import { useFetcherAnswer } from '~/components/ui/use-fetcher-answer.ts'
import { Pencil, Plus, Trash2 } from '~/components/ui/icons.tsx'
import { useState } from 'react'
import { Link, useFetcher } from 'react-router'
import { Button, buttonVariants } from '~/components/ui/button.tsx'
import { ConfirmDelete } from '~/components/ui/confirm-dialog.tsx'
import { toast, toastFailure } from '~/components/ui/toast.tsx'
import type { Answer } from '~/lib/app-error.ts'
import { ADMIN_TOASTS } from './admin-toasts.ts'

interface BadgeRow {
  id: string
  name: string
  image: string
  price: number
  description: string
}

/** Badges tab: the /badge catalog's rows, with edit (badge editor) and delete. */
export function BadgesTab({ badges }: { badges: BadgeRow[] }) {
  const [deleting, setDeleting] = useState<BadgeRow | null>(null)
  const fetcher = useFetcher<Answer<object>>()
  useFetcherAnswer(fetcher, (answer) => {
    setDeleting(null)
    if (answer.ok) toast.success(ADMIN_TOASTS.badgeDeleted)
    else toastFailure(answer, ADMIN_TOASTS.badgeDeleteError)
  })

  return (
    <section aria-labelledby="badges-heading" className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="badges-heading" className="text-xl font-bold text-navy">Badges</h2>
          <p className="text-sm text-muted-foreground">The badges shown on the public badge page, by name.</p>
        </div>
        <Link to="/badge-form/new" className={buttonVariants()}>
          <Plus aria-hidden /> Add Badge
        </Link>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2">
        {badges.map((b) => (
          <li key={b.id} className="flex gap-4 rounded-xl border bg-white p-4 shadow-sm">
            {b.image ? <img src={b.image} alt="" width={56} height={56} className="size-14 shrink-0" loading="lazy" /> : <span className="size-14 shrink-0 rounded-full bg-muted" aria-hidden />}
            <div className="min-w-0 flex-1">
              <h3 className="font-bold text-navy">{b.name}</h3>
              <p className="text-xs text-muted-foreground">ID {b.id} · {b.price === 0 ? 'Free' : `$${b.price.toFixed(2)}`}</p>
              <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{b.description}</p>
              <div className="mt-2 flex gap-1">
                <Link to={`/badge-form/${encodeURIComponent(b.id)}`} className={buttonVariants({ size: 'sm', variant: 'ghost' })} aria-label={`Edit ${b.name}`}>
                  <Pencil aria-hidden /> Edit
                </Link>
                <Button size="sm" variant="ghost" className="text-destructive" onClick={() => setDeleting(b)} aria-label={`Delete ${b.name}`}>
                  <Trash2 aria-hidden /> Delete
                </Button>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDelete
        name={deleting?.name ?? null}
        what="badge"
        onCancel={() => setDeleting(null)}
        description="It disappears from the badge page. This cannot be undone."
        busy={fetcher.state !== 'idle'}
        onConfirm={() => deleting && fetcher.submit({ intent: 'delete', id: deleting.id }, { method: 'post', action: '/admin/badges' })}
      />
    </section>
  )
}
