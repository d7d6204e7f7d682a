import { LayoutDashboard, LogOut } from '~/components/ui/icons.tsx'
import { Form, Link } from 'react-router'
import { cn } from '~/lib/utils.ts'
import { Button, buttonVariants } from './ui/button.tsx'
import { Skeleton } from './ui/skeleton.tsx'

/**
 * Spec §2: a skeleton while the session is unknown, Dashboard + Logout signed in, Login signed out.
 * `compact`: between 768 and 1280 px (desktop header) the signed-in buttons show icons only.
 * `inverse`: light on the dark footer.
 */
export function AuthArea({
  user,
  compact = false,
  inverse = false,
}: {
  user: null | undefined | { name: string }
  compact?: boolean
  inverse?: boolean
}) {
  if (user === undefined) return <Skeleton className={cn('h-9 w-20', inverse && 'opacity-20')} data-testid="auth-skeleton" />
  const outline = buttonVariants({ variant: inverse ? 'outline-inverse' : 'outline', size: 'sm' })
  const label = compact ? 'md:max-xl:sr-only' : undefined
  if (user) {
    return (
      <div className="flex items-center gap-2">
        <Link to="/dashboard" className={outline}>
          <LayoutDashboard aria-hidden className={compact ? 'xl:hidden' : 'hidden'} />
          <span className={label}>Dashboard</span>
        </Link>
        <Form method="post" action="/logout">
          <Button type="submit" size="sm" variant={inverse ? 'ghost-inverse' : 'ghost'}>
            <LogOut aria-hidden className={compact ? 'xl:hidden' : 'hidden'} />
            <span className={label}>Logout</span>
          </Button>
        </Form>
      </div>
    )
  }
  return (
    <Link to="/thank-you-very-much" className={outline}>
      Login
    </Link>
  )
}
