import { Form, Link } from 'react-router'
import { cn } from '~/lib/utils.ts'
import { Button, buttonVariants } from './ui/button.tsx'
import { Skeleton } from './ui/skeleton.tsx'

/** Spec §2: a skeleton while the session is unknown, Dashboard + Logout signed in, Login signed out. */
export function AuthArea({ user, className }: { user: null | undefined | { name: string }; className?: string }) {
  if (user === undefined) return <Skeleton className={cn('h-9 w-20', className)} data-testid="auth-skeleton" />
  if (user) {
    return (
      <div className="flex items-center gap-2">
        <Link to="/dashboard" className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), className)}>
          Dashboard
        </Link>
        <Form method="post" action="/logout">
          <Button type="submit" size="sm" variant="ghost" className={className}>
            Logout
          </Button>
        </Form>
      </div>
    )
  }
  return (
    <Link to="/thank-you-very-much" className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), className)}>
      Login
    </Link>
  )
}
