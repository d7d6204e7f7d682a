import { ArrowUp } from '~/components/ui/icons.tsx'
import { Link } from 'react-router'
import { AuthArea } from './auth-area.tsx'
import { Logo } from './logo.tsx'

const COMPANY: FooterLink[] = [
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
  { to: '/careers', label: 'Careers' },
  { to: '/blog', label: 'Blog' },
]
const EXPLORE: FooterLink[] = [
  { to: '/city', label: 'Directory' },
  { to: '/badge', label: 'Get Badge' },
  { to: '/quiz', label: 'Start Quiz' },
  { to: '/products', label: 'Safety Products' },
]
const LEGAL: FooterLink[] = [
  { to: '/terms', label: 'Terms of Service' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/cookies', label: 'Cookies Policy' },
  { to: '/refund-policy', label: 'Refund Policy' },
]

type FooterLink = { to: `/${string}`; label: string }

function LinkColumn({ title, links }: { title: string; links: FooterLink[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-2">
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className="text-sm text-slate-300 hover:text-white">
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

export function SiteFooter({ year, user }: { year: number; user: null | undefined | { name: string } }) {
  return (
    <footer className="bg-navy text-slate-300">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.5fr_1fr_1fr_1fr]">
        <div className="col-span-2 space-y-4 md:col-span-1">
          <Logo inverse />
          <p className="max-w-xs text-sm">
            Safety-rated businesses, honest product guides and a badge that shows your commitment to safety.
          </p>
          <AuthArea user={user} inverse />
        </div>
        <LinkColumn title="Company" links={COMPANY} />
        <LinkColumn title="Explore" links={EXPLORE} />
        <LinkColumn title="Legal" links={LEGAL} />
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-5 text-sm sm:px-6">
          <p>© {year} Safest. All rights reserved.</p>
          <button
            type="button"
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
            className="inline-flex items-center gap-1 rounded-md px-2 py-1 font-medium whitespace-nowrap text-white hover:bg-white/10"
          >
            <ArrowUp className="size-4" aria-hidden /> Scroll to top
          </button>
        </div>
      </div>
    </footer>
  )
}
