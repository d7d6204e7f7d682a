import { Award, ClipboardCheck, FileText } from '~/components/ui/icons.tsx'
import { Link } from 'react-router'
import { buttonVariants } from '../ui/button.tsx'
import { FeatureList } from '../ui/feature-list.tsx'

const STEPS = [
  { icon: FileText, title: 'Apply', text: 'Tell us about your business and the safety practices you follow.' },
  { icon: ClipboardCheck, title: 'Audit', text: 'Our team reviews your certifications, records and on-site practices.' },
  { icon: Award, title: 'Badge + Directory', text: 'Display your safety badge and get listed in our city directory.' },
]

export function BadgeSteps() {
  return (
    <section aria-labelledby="badge-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <div className="text-center">
        <h2 id="badge-heading" className="text-3xl font-bold tracking-tight text-navy">
          Earn the Safest Badge
        </h2>
        <p className="mx-auto mt-2 max-w-2xl text-muted-foreground">
          Businesses, schools and daycares can earn a safety badge after an audit and be listed in the directory.
        </p>
      </div>
      <FeatureList items={STEPS} iconStyle="solid" numbered />
      <div className="mt-8 text-center">
        <Link to="/badge" className={buttonVariants({ size: 'lg' })}>
          View Badges
        </Link>
      </div>
    </section>
  )
}
