import { Check, Copy, ShieldCheck } from '~/components/ui/icons.tsx'
import { useState } from 'react'
import { Link } from 'react-router'
import { useSupportEmail } from '../static-page.tsx'
import { HeroSearch } from './hero-search.tsx'
import { NominationForm } from '../forms/nomination-form.tsx'
import { Button } from '../ui/button.tsx'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '../ui/dialog.tsx'
import { toast } from '../ui/toast.tsx'

export function Hero({ cities }: { cities: { slug: string; name: string; state: string }[] }) {
  return (
    <section className="relative isolate overflow-hidden bg-navy text-white">
      <img src="/city-night.jpg" alt="" className="absolute inset-0 -z-10 size-full object-cover object-bottom opacity-40" />
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
          <NominateDialog />
        </div>
        <Link to="/badge" className="mt-6 font-semibold text-white underline decoration-white/40 underline-offset-4 hover:decoration-white">
          Get your business a safety badge →
        </Link>
      </div>
    </section>
  )
}

function NominateDialog() {
  const [open, setOpen] = useState(false)
  const [copied, setCopied] = useState(false)
  const email = useSupportEmail()
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(email)
    } catch {
      // Clipboard can be blocked (permissions, http); the address is on screen to copy by hand.
    }
    setCopied(true)
    toast.success('Email Copied', { description: email })
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="lg" variant="outline-inverse">
          Nominate a Business
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Nominate a Business</DialogTitle>
          <DialogDescription>Know a business that takes safety seriously? E-mail us or tell us here and we’ll take a look.</DialogDescription>
        </DialogHeader>
        <div className="flex items-center justify-between gap-2 rounded-lg border bg-muted px-3 py-2">
          <span className="truncate font-mono text-sm" data-testid="nomination-email">
            {email}
          </span>
          <Button type="button" size="sm" variant="outline" onClick={copy} aria-label="Copy email address">
            {copied ? <Check aria-hidden /> : <Copy aria-hidden />} {copied ? 'Copied' : 'Copy'}
          </Button>
        </div>
        <NominationForm onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  )
}
