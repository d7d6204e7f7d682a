import { Link } from 'react-router'

/** The mark: a shield in the accent blue, its right half a shade deeper, with a check (public/favicon.svg). */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <path d="M16 1.8 4.2 6.1v8.4c0 7.6 5 13.4 11.8 15.7 6.8-2.3 11.8-8.1 11.8-15.7V6.1Z" fill="#1e40af" />
      <path d="M16 1.8v28.4c6.8-2.3 11.8-8.1 11.8-15.7V6.1Z" fill="#1d3a9e" />
      <path d="m10.2 16.1 4 4 7.8-8" fill="none" stroke="#fff" strokeWidth="3.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

export function Logo({ inverse = false }: { inverse?: boolean }) {
  return (
    <Link to="/" className="flex items-center gap-2 rounded-md text-xl font-extrabold tracking-tight" aria-label="Safest home">
      <LogoMark className="size-8" />
      {/* Between 768 and 1024 px the header needs the room for its links: the shield alone stands for the name. */}
      <span className={inverse ? 'text-white' : 'text-navy md:max-lg:sr-only'}>Safest</span>
    </Link>
  )
}
