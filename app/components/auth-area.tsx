import { Link } from 'react-router'
import { cn } from '~/lib/utils.ts'
import { buttonVariants } from './ui/button.tsx'
import { Skeleton } from './ui/skeleton.tsx'

/** Spec §2: a skeleton while the session is unknown, Login when signed out. */
export function AuthArea({ user, className }: { user: null | undefined | { name: string }; className?: string }) {
  if (user === undefined) return <Skeleton className={cn('h-9 w-20', className)} data-testid="auth-skeleton" />
  return (
    <Link to="/thank-you-very-much" className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), className)}>
      Login
    </Link>
  )
}
