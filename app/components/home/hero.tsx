import { ShieldCheck } from '~/components/ui/icons.tsx'
import { useState } from 'react'
import { Link } from 'react-router'
import { HeroSearch } from './hero-search.tsx'
import { Button } from '../ui/button.tsx'
import { lazyDialog, preloadOnIntent } from '../ui/lazy-dialog.tsx'

const NominateDialog = lazyDialog(() => import('./nominate-dialog.tsx').then((m) => m.NominateDialog), (p) => p.open)

export function Hero({ cities }: { cities: { slug: string; name: string; state: string }[] }) {
  const [nominateOpen, setNominateOpen] = useState(false)
  return (
    // A night sky over a lit skyline (public/hero-skyline.webp, the skyline without its moon), shown
    // whole at the foot of the band; the text sits on the plain sky above it.
    <section className="relative isolate overflow-hidden bg-night text-white">
      <img
        src="/hero-skyline.webp"
        alt=""
        width={1200}
        height={375}
        fetchPriority="high"
        className="absolute inset-x-0 bottom-0 -z-10 h-60 w-full object-cover object-bottom sm:h-80"
      />
      {/* The sky fades into the skyline's top edge; the lit windows below the text stay bright. */}
      <div className="absolute inset-x-0 bottom-0 -z-10 h-60 bg-gradient-to-b from-night via-night/30 via-40% to-transparent sm:h-80" />
      <div className="mx-auto flex max-w-5xl flex-col items-center px-4 pt-14 pb-44 text-center sm:px-6 sm:pt-20 sm:pb-56">
        <p className="mb-5 inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm font-medium ring-1 ring-white/20">
          <ShieldCheck className="size-4" aria-hidden /> Safety-rated businesses in 52 US cities
        </p>
        <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-display">The Safest City In The U.S.</h1>
        <p className="mt-5 max-w-2xl text-lg text-slate-200 text-pretty">
          Discover restaurants, clinics, childcare centers and contractors that put safety first — rated, certified and
          verified in your city.
        </p>
        <HeroSearch cities={cities} />
        <div className="mt-6 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <Button
            size="lg"
            variant="inverse"
            onClick={() => document.getElementById('cities')?.scrollIntoView({ behavior: 'smooth' })}
          >
            Browse Safe Cities
          </Button>
          <Button size="lg" variant="outline-inverse" aria-haspopup="dialog" onClick={() => setNominateOpen(true)} {...preloadOnIntent(NominateDialog.preload)}>
            Nominate a Business
          </Button>
          <NominateDialog open={nominateOpen} onOpenChange={setNominateOpen} />
        </div>
        <Link to="/badge" className="mt-6 font-semibold text-white underline decoration-white/40 underline-offset-4 hover:decoration-white">
          Get your business a safety badge →
        </Link>
      </div>
    </section>
  )
}
