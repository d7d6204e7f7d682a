import { Menu, X } from '~/components/ui/icons.tsx'
import { useEffect, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { cn } from '~/lib/utils.ts'
import { AuthArea } from './auth-area.tsx'
import { HeaderSearch } from './header-search.tsx'
import { Logo } from './logo.tsx'
import { buttonVariants } from './ui/button.tsx'

/** Spec §9: the header turns white with a shadow after this many pixels of scroll. */
export const HEADER_SCROLL_THRESHOLD = 50

const NAV_LINKS: { to: `/${string}`; label: string }[] = [
  { to: '/city', label: 'Directory' },
  { to: '/badge', label: 'Get Badge' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
  { to: '/careers', label: 'Careers' },
  { to: '/blog', label: 'Blog' },
  { to: '/admin-login', label: 'Admin Access' },
]

function HeaderLink({ to, label, current, inMenu = false }: { to: `/${string}`; label: string; current: boolean; inMenu?: boolean }) {
  return (
    <Link
      to={to}
      aria-current={current ? 'page' : undefined}
      className={cn(
        'rounded-md px-1.5 font-medium whitespace-nowrap hover:text-primary',
        current ? 'text-primary' : 'text-slate-700',
        inMenu ? 'block py-3 text-base' : 'py-1.5 text-[13px] lg:px-2 lg:text-sm',
      )}
    >
      {label}
    </Link>
  )
}

export function SiteHeader({ user }: { user: null | undefined | { name: string } }) {
  const [scrolled, setScrolled] = useState(false)
  const [menuOpen, setMenuOpen] = useState(false)
  const location = useLocation()
  const onQuiz = location.pathname === '/quiz'
  const menuButton = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > HEADER_SCROLL_THRESHOLD)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])

  useEffect(() => setMenuOpen(false), [location.pathname])

  // Escape closes the phone menu and gives focus back to its button.
  useEffect(() => {
    if (!menuOpen) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return
      setMenuOpen(false)
      menuButton.current?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [menuOpen])

  // The section one is in (a page or any page under it) is marked, as NavLink would.
  const isCurrent = (to: string) => location.pathname === to || location.pathname.startsWith(`${to}/`)

  const startQuiz = onQuiz ? (
    <span aria-disabled="true" className={buttonVariants({ size: 'sm', variant: 'muted' })}>
      Start Quiz
    </span>
  ) : (
    <Link to="/quiz" className={buttonVariants({ size: 'sm' })}>
      Start Quiz
    </Link>
  )

  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        'fixed inset-x-0 top-0 z-40 h-16 transition-[background-color,box-shadow] duration-200',
        scrolled || menuOpen ? 'bg-white shadow-md' : 'bg-white/85 backdrop-blur',
      )}
    >
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-2 px-4 sm:px-6 lg:gap-4">
        <Logo />
        <nav aria-label="Main" className="hidden items-center md:flex lg:gap-1">
          {NAV_LINKS.map((l) => (
            <HeaderLink key={l.to} to={l.to} label={l.label} current={isCurrent(l.to)} />
          ))}
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          <HeaderSearch id="header-search" className="hidden w-40 xl:block" />
          {startQuiz}
          <AuthArea user={user} compact />
        </div>
        <button
          ref={menuButton}
          type="button"
          className="grid size-10 place-items-center rounded-md text-slate-800 hover:bg-muted md:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((o) => !o)}
        >
          {menuOpen ? <X className="size-6" aria-hidden /> : <Menu className="size-6" aria-hidden />}
        </button>
      </div>
      {menuOpen && (
        <nav id="mobile-menu" aria-label="Mobile" className="border-t bg-white px-4 pb-6 shadow-md md:hidden">
          <ul className="flex flex-col py-2">
            <li>
              <HeaderLink to="/" label="Home" current={location.pathname === '/'} inMenu />
            </li>
            {NAV_LINKS.map((l) => (
              <li key={l.to}>
                <HeaderLink to={l.to} label={l.label} current={isCurrent(l.to)} inMenu />
              </li>
            ))}
          </ul>
          <HeaderSearch id="menu-search" className="mb-4" />
          <div className="flex items-center gap-3">
            {startQuiz}
            <AuthArea user={user} />
          </div>
        </nav>
      )}
    </header>
  )
}
