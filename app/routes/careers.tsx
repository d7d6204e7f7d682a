import { ProseCards, StaticPage, useSupportEmail } from '~/components/static-page.tsx'
import { staticPageRoute } from '~/lib/page-meta.ts'

export const { handle, meta } = staticPageRoute(
  'Careers',
  'Join the Safest team and help people find safer businesses and products. See our values and open remote roles in the US.',
)

const VALUES = [
  {
    name: 'Safety first, always',
    text: 'We make decisions by asking what keeps people safe — not what gets the most clicks.',
  },
  {
    name: 'Earned trust',
    text: 'Scores can’t be bought. We are transparent about how we work and quick to fix our mistakes.',
  },
  {
    name: 'Plain language',
    text: 'Safety information should be clear to everyone, so we write for real people, not experts.',
  },
  {
    name: 'Small team, big ownership',
    text: 'Everyone shapes the product. We work remotely, write things down and respect each other’s time.',
  },
]

const ROLES = [
  {
    title: 'Senior Full-Stack Engineer',
    text: 'Build the directory, quiz and business dashboard with React, TypeScript and PostgreSQL. You care about fast, accessible pages and clean data.',
  },
  {
    title: 'Business Safety Reviewer',
    text: 'Verify licenses, certifications and inspection records, score businesses consistently and help shape our review criteria. Experience in compliance or inspection is a plus.',
  },
  {
    title: 'Content Editor, Product Guides',
    text: 'Research and edit our safety product guides and newsletter, turning expert advice and testing into clear, honest recommendations.',
  },
]

export default function Careers() {
  const supportEmail = useSupportEmail()
  return (
    <StaticPage title="Careers" intro="Help millions of people make safer choices for themselves and their families.">
      <p>
        Safest is a small, remote-first team building the most trusted place to find safety-rated businesses and
        practical safety advice in the United States. We’re growing city by city, and we’re looking for people who want
        their work to make a real difference.
      </p>

      <h2>Our values</h2>
      <ProseCards cards={VALUES} columns={2} />

      <h2>Open roles</h2>
      <ul className="grid list-none! gap-4 pl-0!">
        {ROLES.map((role) => (
          <li key={role.title} className="rounded-xl border border-border bg-white p-5 shadow-sm">
            <h3 className="mt-0! mb-1!">{role.title}</h3>
            <p className="mb-2! text-sm text-muted-foreground">Remote (US) · Full-time</p>
            <p className="mb-3!">{role.text}</p>
            <a href={`mailto:${supportEmail}?subject=${encodeURIComponent(`Application: ${role.title}`)}`}>
              Apply by e-mail
            </a>
          </li>
        ))}
      </ul>

      <h2>How to apply</h2>
      <p>
        Send your CV or LinkedIn profile and a few lines about why you’d like to join to{' '}
        <a href={`mailto:${supportEmail}`}>{supportEmail}</a>, with the role title in the subject line. We reply to
        every application. Don’t see the right role? Write to us anyway — we’re always glad to hear from people who care
        about safety.
      </p>
      <p>
        Safest is an equal opportunity employer. We welcome applicants of every background and will make reasonable
        accommodations throughout the hiring process.
      </p>
    </StaticPage>
  )
}
