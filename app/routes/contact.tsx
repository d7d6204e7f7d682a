import { Link } from 'react-router'
import { StaticPage, useSupportEmail } from '~/components/static-page.tsx'
import { staticPageRoute } from '~/lib/page-meta.ts'

export const { handle, meta } = staticPageRoute(
  'Contact Us',
  'Get in touch with Safest by e-mail. We respond within 3 business days. Information for businesses that want to be listed, press enquiries and answers to common questions.',
)

export default function Contact() {
  const supportEmail = useSupportEmail()
  const mailto = (subject: string) => `mailto:${supportEmail}?subject=${encodeURIComponent(subject)}`
  return (
    <StaticPage title="Contact Us" intro="We’re a small team and we read every message.">
      <h2>E-mail us</h2>
      <p>
        The best way to reach us is by e-mail at <a href={`mailto:${supportEmail}`}>{supportEmail}</a>. We respond
        within 3 business days, and often much sooner.
      </p>
      <p>To help us answer quickly, please include:</p>
      <ul>
        <li>the e-mail address linked to your account, if you have one;</li>
        <li>the page or business listing your message is about, if any;</li>
        <li>for billing questions, the date and amount of the payment.</li>
      </ul>

      <h2>Businesses</h2>
      <h3>Getting listed</h3>
      <p>
        Want your business in the Safest directory? <Link to="/#get-listed">Submit your business</Link> from our home
        page. Our team will verify your details and let you know when your listing is live.
      </p>
      <h3>Safety badges</h3>
      <p>
        Already listed and want to show your commitment to safety? Learn about the{' '}
        <Link to="/badge">badge program</Link> and how to apply.
      </p>
      <h3>Updating or correcting a listing</h3>
      <p>
        If information on your listing is out of date, e-mail us at{' '}
        <a href={mailto('Listing update')}>{supportEmail}</a> with the business name and city, and what needs to change.
      </p>

      <h2>Press</h2>
      <p>
        Journalists and researchers can reach us at <a href={mailto('Press enquiry')}>{supportEmail}</a> — please put
        “Press enquiry” in the subject line so your message reaches the right person. We’re happy to talk about how we
        rate businesses and about safety trends in the cities we cover.
      </p>

      <h2>Frequently asked questions</h2>
      <h3>How quickly will I hear back?</h3>
      <p>We respond to every message within 3 business days.</p>
      <h3>How is a business’s safety score calculated?</h3>
      <p>
        Scores from 0 to 100 are based on licensing, inspection and compliance history, safety practices and credible
        public reports. Read more on our <Link to="/about">About page</Link>.
      </p>
      <h3>Can a business pay for a better score?</h3>
      <p>No. Scores are calculated the same way for every business, whether or not it has paid for anything.</p>
      <h3>How do I cancel my premium membership or ask for a refund?</h3>
      <p>
        You can cancel at any time and keep access until the end of your billing period. See our{' '}
        <Link to="/refund-policy">Refund Policy</Link> for refund terms.
      </p>
      <h3>How do I delete my account or data?</h3>
      <p>
        E-mail us from the address linked to your account and we’ll take care of it. Our{' '}
        <Link to="/privacy">Privacy Policy</Link> explains your rights.
      </p>
      <h3>I want to report a safety concern about a listed business.</h3>
      <p>
        Please e-mail us with the business name, city and what happened. If anyone is in immediate danger, call 911
        first.
      </p>
    </StaticPage>
  )
}
