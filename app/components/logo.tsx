import { ShieldCheck } from '~/components/ui/icons.tsx'
import { Link } from 'react-router'

export function Logo({ inverse = false }: { inverse?: boolean }) {
  return (
    <Link to="/" className="flex items-center gap-2 rounded-md text-xl font-extrabold tracking-tight" aria-label="Safest home">
      <span className="grid size-9 place-items-center rounded-lg bg-primary text-white">
        <ShieldCheck className="size-5" aria-hidden />
      </span>
      {/* Between 768 and 1024 px the header needs the room for its links: the shield alone stands for the name. */}
      <span className={inverse ? 'text-white' : 'text-navy md:max-lg:sr-only'}>Safest</span>
    </Link>
  )
}
