import { ShieldAlert } from '~/components/ui/icons.tsx'
import { Link } from 'react-router'
import { buttonVariants } from '~/components/ui/button.tsx'

/** Spec §4/§6: what anyone but the admin sees on /admin. */
export function AccessDenied({ message }: { message: string }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center" role="alert">
      <ShieldAlert className="size-12 text-destructive" aria-hidden />
      <h1 className="text-3xl font-bold text-navy">Access Denied</h1>
      <p className="text-muted-foreground">{message}</p>
      <Link to="/" className={buttonVariants()}>
        Back to Home
      </Link>
    </section>
  )
}
