import { BadgeCheck, Building2, Eye, HardHat, Landmark, Scale, TrendingUp, Users } from '~/components/ui/icons.tsx'
import { useState } from 'react'
import type { BusinessDetails } from '~/domain/business/types.ts'
import { LazyBusinessDetailsDialog } from '../directory/lazy-business-details-dialog.tsx'
import { Button } from '../ui/button.tsx'
import { FeatureList } from '../ui/feature-list.tsx'
import { HomeBand } from './home-band.tsx'
import { lazyDialog, preloadOnIntent, reloadIfMissing } from '../ui/lazy-dialog.tsx'

const AddBusinessDialog = lazyDialog(() => import('./add-business-dialog.tsx').then((m) => m.AddBusinessDialog), (p) => p.open)

// The example listing's data load with its dialog, on the first click (or sign of intent).
const loadExampleBusiness = () => import('~/content/example-business.ts').then((m) => m.EXAMPLE_BUSINESS)
const preloadExample = () => {
  LazyBusinessDetailsDialog.preload()
  void loadExampleBusiness().catch(() => {})
}

export function GetListed() {
  const [addOpen, setAddOpen] = useState(false)
  const [example, setExample] = useState<BusinessDetails | null>(null)
  return (
    <section id="get-listed" aria-labelledby="get-listed-heading" className="scroll-mt-20 bg-gradient-to-br from-primary to-navy py-16 text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-2">
        <div>
          <h2 id="get-listed-heading" className="text-3xl font-bold tracking-tight">
            Get Your Business Listed
          </h2>
          <p className="mt-3 text-lg text-blue-100">
            Show customers the work you put into safety. Submit your business for review — listing is free, and audited
            businesses can earn a Safest badge.
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Button size="lg" variant="inverse" onClick={() => setAddOpen(true)} {...preloadOnIntent(AddBusinessDialog.preload)}>
              Add Your Business
            </Button>
            <Button size="lg" variant="outline-inverse" onClick={() => void reloadIfMissing(loadExampleBusiness).then(setExample)} {...preloadOnIntent(preloadExample)}>
              View Details Example
            </Button>
          </div>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2">
          {[
            { icon: Building2, text: 'A public profile in your city’s directory' },
            { icon: BadgeCheck, text: 'Certifications and badges shown on your listing' },
            { icon: Users, text: 'Customers who choose businesses by safety' },
            { icon: Eye, text: 'Reviewed by our team within 2-3 business days' },
          ].map((item) => (
            <li key={item.text} className="flex items-start gap-3 rounded-xl bg-white/10 p-4 ring-1 ring-white/15">
              <item.icon className="mt-0.5 size-5 shrink-0" aria-hidden />
              <span>{item.text}</span>
            </li>
          ))}
        </ul>
      </div>
      <AddBusinessDialog open={addOpen} onOpenChange={setAddOpen} />
      <LazyBusinessDetailsDialog business={example} withProfileLink={false} onOpenChange={(open) => !open && setExample(null)} />
    </section>
  )
}

export function WhyListed() {
  const reasons = [
    { icon: TrendingUp, title: 'Win more customers', text: 'Families and companies search Safest to choose who they trust with their safety.' },
    { icon: BadgeCheck, title: 'Stand out', text: 'Your safety score, certifications and badges appear right on your listing.' },
    { icon: Users, title: 'Build trust', text: 'An independent review tells customers your safety claims have been checked.' },
  ]
  return (
    <HomeBand id="why-heading" title="Why Become Listed" centered>
      <FeatureList items={reasons} />
    </HomeBand>
  )
}

export function SafetyStandards() {
  const standards = [
    { icon: HardHat, title: 'OSHA Compliance', text: 'Workplace hazards controlled, staff trained and incidents recorded to federal OSHA standards.' },
    { icon: Scale, title: 'State Safety Laws', text: 'Licenses, inspections and health codes current with the business’s state regulators.' },
    { icon: Landmark, title: 'Local Regulations', text: 'Fire, building and health permits in good standing with city and county authorities.' },
  ]
  return (
    <HomeBand id="standards-heading" title="Our Safety Standards" shaded centered>
      <FeatureList items={standards} iconStyle="round" />
    </HomeBand>
  )
}
