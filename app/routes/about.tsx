import { Link } from 'react-router'
import { ProseCards, StaticPage } from '~/components/static-page.tsx'
import { staticPageRoute } from '~/lib/page-meta.ts'
import { SCORE_BANDS, type ScoreBandKey } from '~/lib/score-model.ts'

export const { handle, meta } = staticPageRoute(
  'About Safest',
  'Safest helps people find safety-rated businesses in US cities. Learn our mission, how safety scores from 0 to 100 and safety badges work, and how businesses are reviewed.',
)

/** The swatch of each band (the tones of the score pills: spec §9 colours). */
const SWATCHES: Record<ScoreBandKey, string> = { excellent: 'bg-green-700', 'very-good': 'bg-lime-300', good: 'bg-yellow-300', 'needs-improvement': 'bg-red-700' }

const BADGES = [
  {
    name: 'OSHA Compliant',
    text: 'The business has shown it meets the workplace safety standards set by the Occupational Safety and Health Administration, with no unresolved serious violations.',
  },
  {
    name: 'State Certified',
    text: 'The business holds the current licenses and safety certifications its state requires for its type of work, and we have verified them.',
  },
  {
    name: 'Local Safety Leader',
    text: 'Awarded to businesses that go beyond compliance — for example with staff safety training, community programs or a consistently excellent score.',
  },
]

export default function About() {
  return (
    <StaticPage
      title="About Safest"
      intro="We help people choose businesses, products and habits that keep them and their families safe."
    >
      <h2>Our mission</h2>
      <p>
        Safety information is usually scattered across inspection reports, license databases and reviews that rarely
        mention it at all. Safest brings it together in one place. We rate local businesses in cities across the United
        States on how seriously they take safety, give people a simple way to understand their own safety needs, and
        recognize businesses that do the right thing.
      </p>
      <p>Everything we do comes back to one question: would we feel safe sending our own family here?</p>

      <h2>The directory</h2>
      <p>
        The <Link to="/city">Safest directory</Link> lists businesses city by city — from contractors and childcare to
        gyms, clinics and restaurants. Each listing shows the business’s safety score, any safety badges it has earned
        and the details you need to get in touch.
      </p>

      <h2>What the safety score means</h2>
      <p>
        Every business Safest has audited has a safety score from 0 to 100; a business we have not audited yet says so
        instead of showing a number. The score reflects licensing and certification, inspection and compliance history
        (public records where we have them), safety policies and training, and years without a cited violation. Scores
        are grouped into color bands so you can read them at a glance:
      </p>
      <ul className="grid list-none! gap-3 pl-0! sm:grid-cols-2">
        {SCORE_BANDS.map((band) => (
          <li key={band.label} className="flex items-start gap-3 rounded-xl border border-border bg-white p-4">
            <span aria-hidden="true" className={`mt-1.5 size-3 shrink-0 rounded-full ${SWATCHES[band.key]}`} />
            <span>
              <strong>
                {band.range}: {band.label}
              </strong>
              <span className="block text-sm text-muted-foreground">{band.meaning}</span>
            </span>
          </li>
        ))}
      </ul>
      <p>
        In short: {SCORE_BANDS.map((b) => `${b.range} is ${b.label.toLowerCase()}`).join(', ')}.
      </p>

      <h2>Safety badges</h2>
      <p>Badges recognize specific, verified achievements. A business can hold more than one.</p>
      <ProseCards cards={BADGES} columns={3} />
      <p>
        Businesses can apply through our <Link to="/badge">badge program</Link>. Badges are reviewed regularly and are
        removed if a business no longer qualifies.
      </p>

      <h2>How businesses are reviewed</h2>
      <ol>
        <li>
          <strong>Submission.</strong> A business is suggested by the public or submits itself, along with details of
          its licenses, certifications and safety practices.
        </li>
        <li>
          <strong>Verification.</strong> Our reviewers check licenses and certifications with the issuing bodies and
          look at public inspection and compliance records.
        </li>
        <li>
          <strong>Scoring.</strong> We calculate the safety score using the same criteria for every business in a
          category. Businesses cannot pay for a higher score.
        </li>
        <li>
          <strong>Ongoing review.</strong> Scores and badges are re-checked regularly, and sooner if we receive credible
          reports of a problem. Businesses can ask us to correct out-of-date information at any time.
        </li>
      </ol>

      <h2>Your own safety</h2>
      <p>
        Safety isn’t only about the businesses you use. Our free <Link to="/quiz">personal safety assessment</Link> asks
        a few questions about your home and routines and recommends practical steps and products that fit your
        situation.
      </p>

      <h2>Get in touch</h2>
      <p>
        Questions, corrections or ideas? We’d love to hear from you — visit our <Link to="/contact">contact page</Link>.
      </p>
    </StaticPage>
  )
}
