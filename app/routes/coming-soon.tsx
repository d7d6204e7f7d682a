import { Link } from 'react-router'
import { buttonVariants } from '~/components/ui/button.tsx'

export const meta = () => [{ title: 'Coming soon | Safest' }]

export default function ComingSoon() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Coming soon</h1>
      <p className="text-muted-foreground">We’re putting the finishing touches on this page. Please check back shortly.</p>
      <Link to="/" className={buttonVariants()}>
        Return to Home
      </Link>
    </section>
  )
}
