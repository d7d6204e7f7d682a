import { Award, ClipboardCheck, FileText } from '~/components/ui/icons.tsx'
import { Link } from 'react-router'
import { buttonVariants } from '../ui/button.tsx'

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
      <ol className="mt-10 grid gap-6 md:grid-cols-3">
        {STEPS.map((step, i) => (
          <li key={step.title} className="relative rounded-xl border bg-white p-6 text-center shadow-sm">
            <span className="absolute top-4 left-4 text-sm font-bold text-muted-foreground">{i + 1}</span>
            <span className="mx-auto grid size-14 place-items-center rounded-full bg-primary text-white">
              <step.icon className="size-7" aria-hidden />
            </span>
            <h3 className="mt-4 text-xl font-bold text-navy">{step.title}</h3>
            <p className="mt-2 text-muted-foreground">{step.text}</p>
          </li>
        ))}
      </ol>
      <div className="mt-8 text-center">
        <Link to="/badge" className={buttonVariants({ size: 'lg' })}>
          View Badges
        </Link>
      </div>
    </section>
  )
}
