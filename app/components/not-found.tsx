import { Link } from 'react-router'
import { buttonVariants } from './ui/button.tsx'

/** The 404 page: what was not found when the route says so ("Business not found"). */
export function NotFound({ message }: { message?: string | null }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="text-7xl font-extrabold text-primary">404</p>
      <h1 className="text-2xl font-bold">Page not found</h1>
      <p className="text-muted-foreground">{message ?? 'Oops! The page you are looking for doesn’t exist or has moved.'}</p>
      <Link to="/" className={buttonVariants({ size: 'lg' })}>
        Return to Home
      </Link>
    </section>
  )
}
