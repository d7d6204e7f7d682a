import { Link } from 'react-router'
import { StaticPage } from '~/components/static-page.tsx'
import { staticPageRoute } from '~/lib/page-meta.ts'

export const { handle, meta } = staticPageRoute(
  'Blog',
  'Safety tips, product advice and news from the Safest team: home safety, choosing safe local businesses, and how our safety scores work.',
)

const ARTICLES = [
  {
    title: 'How We Calculate Safety Scores',
    date: '2025-05-06',
    readingTime: 6,
    summary:
      'A look behind the 0–100 score you see on every listing, from license checks to inspection records. We explain what moves a score up or down and why businesses can’t pay for a better one.',
  },
  {
    title: '10-Minute Home Safety Check for Spring',
    date: '2025-04-22',
    readingTime: 4,
    summary:
      'Spring is the perfect time to test smoke alarms, check extinguishers and review your family’s emergency plan. Here is a quick checklist you can work through in one afternoon.',
  },
  {
    title: 'Choosing a Safe Contractor: 7 Questions to Ask',
    date: '2025-04-08',
    readingTime: 5,
    summary:
      'Hiring someone to work on your home means trusting them with your safety. These questions help you check licenses, insurance and safety practices before you sign anything.',
  },
  {
    title: 'What OSHA Compliance Means for Customers',
    date: '2025-03-18',
    readingTime: 5,
    summary:
      'OSHA rules protect workers, but they also say a lot about how a business treats safety overall. We break down what the OSHA Compliant badge tells you as a customer.',
  },
  {
    title: 'Smart Locks, Cameras and Sensors: Where to Start',
    date: '2025-02-25',
    readingTime: 7,
    summary:
      'Home security gadgets can be overwhelming, and more isn’t always better. Our product team explains which devices make the biggest difference for most households.',
  },
  {
    title: 'Personal Safety When Traveling Solo',
    date: '2025-01-30',
    readingTime: 6,
    summary:
      'Traveling alone can be rewarding and safe with a little preparation. We share practical habits for planning routes, choosing accommodation and staying in touch.',
  },
]

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })

export default function Blog() {
  return (
    <StaticPage title="Blog" intro="Safety tips, product advice and news from the Safest team.">
      <div className="mb-8 grid gap-5 sm:grid-cols-2">
        {ARTICLES.map((article) => (
          <article key={article.title} className="flex flex-col rounded-xl border border-border bg-white p-5 shadow-sm">
            <p className="mb-2! text-sm text-muted-foreground">
              <time dateTime={article.date}>{dateFormat.format(new Date(`${article.date}T00:00:00Z`))}</time> ·{' '}
              {article.readingTime} min read
            </p>
            <h2 className="mt-0! mb-2! text-lg!">{article.title}</h2>
            <p className="mb-0!">{article.summary}</p>
          </article>
        ))}
      </div>

      <h2>Never miss an article</h2>
      <p>
        New articles go out first to our newsletter subscribers, along with seasonal safety checklists and product
        picks. <Link to="/#newsletter">Subscribe to the newsletter</Link> on our home page — it’s free and you can
        unsubscribe at any time.
      </p>
    </StaticPage>
  )
}
