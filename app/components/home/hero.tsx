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
    <section className="relative isolate overflow-hidden bg-navy text-white">
      <img src="/city-night.webp" alt="" className="absolute inset-0 -z-10 size-full object-cover object-bottom opacity-40" />
      <div className="absolute inset-0 -z-10 bg-gradient-to-b from-navy/40 via-navy/70 to-navy" />
      <div className="mx-auto flex max-w-5xl flex-col items-center px-4 py-20 text-center sm:px-6 sm:py-28">
        <p className="mb-4 inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm font-medium ring-1 ring-white/20">
          <ShieldCheck className="size-4" aria-hidden /> Safety-rated businesses in 52 US cities
        </p>
        <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">The Safest City In The U.S.</h1>
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
