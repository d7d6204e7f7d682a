import { LayoutDashboard, LogOut } from '~/components/ui/icons.tsx'
import { Form, Link } from 'react-router'
import { cn } from '~/lib/utils.ts'
import { Button, buttonVariants } from './ui/button.tsx'
import { Skeleton } from './ui/skeleton.tsx'

/**
 * Spec §2: a skeleton while the session is unknown, Dashboard + Logout signed in, Login signed out.
 * `compact`: between 768 and 1280 px (desktop header) the signed-in buttons show icons only.
 */
export function AuthArea({
  user,
  className,
  compact = false,
}: {
  user: null | undefined | { name: string }
  className?: string
  compact?: boolean
}) {
  if (user === undefined) return <Skeleton className={cn('h-9 w-20', className)} data-testid="auth-skeleton" />
  const label = compact ? 'md:max-xl:sr-only' : undefined
  if (user) {
    return (
      <div className="flex items-center gap-2">
        <Link to="/dashboard" className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), className)}>
          <LayoutDashboard aria-hidden className={compact ? 'xl:hidden' : 'hidden'} />
          <span className={label}>Dashboard</span>
        </Link>
        <Form method="post" action="/logout">
          <Button type="submit" size="sm" variant="ghost" className={className}>
            <LogOut aria-hidden className={compact ? 'xl:hidden' : 'hidden'} />
            <span className={label}>Logout</span>
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
