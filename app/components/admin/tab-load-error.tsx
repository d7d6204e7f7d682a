import { useEffect } from 'react'
import { Link } from 'react-router'
import { buttonVariants } from '~/components/ui/button.tsx'
import { toast } from '~/components/ui/toast.tsx'

/** A tab whose data could not be read (spec §8 "Error fetching …"): the toast, and a way to retry. */
export function TabLoadError({ title, description }: { title: string; description: string }) {
  useEffect(() => {
    toast.error(title, { description })
  }, [title, description])
  return (
    <div role="alert" className="rounded-xl border border-destructive/40 bg-red-50 p-6">
      <p className="font-bold text-destructive">{title}</p>
      <p className="mt-1 text-sm text-red-900">{description}</p>
      <Link to="." reloadDocument className={buttonVariants({ variant: 'outline', size: 'sm', className: 'mt-4' })}>
        Refresh
      </Link>
    </div>
  )
}
