import { Link } from 'react-router'
import { LegalPage, SupportEmailLink } from '~/components/static-page.tsx'
import { staticPageRoute } from '~/lib/page-meta.ts'

export const { handle, meta } = staticPageRoute('Cookies Policy', 'Safest uses one essential httpOnly session cookie for sign-in and no third-party advertising cookies. Learn what we store and how to control it.')
export default function CookiesPolicy() {
  return (
    <LegalPage title="Cookies Policy" intro="Short version: one essential cookie to keep you signed in, and no advertising or cross-site tracking cookies.">
      <p>
        This policy explains what cookies and similar technologies Safest uses, why we use them, and how you can control
        them. It should be read together with our <Link to="/privacy">Privacy Policy</Link>.
      </p>

      <h2>1. What cookies are</h2>
      <p>
        Cookies are small text files that a website asks your browser to store. They are sent back to the site with
        later requests, which lets the site remember things such as whether you are signed in. Similar technologies
        include your browser’s local storage, which keeps data on your device without sending it to the server.
      </p>

      <h2>2. Cookies we use</h2>
      <h3>Essential: session cookie</h3>
      <p>
        When you sign in to your account or to the business dashboard, we set a single session cookie so you stay signed
        in as you move between pages. This cookie:
      </p>
      <ul>
        <li>
          is <strong>httpOnly</strong>, so scripts running in the page cannot read it;
        </li>
        <li>
          is marked <strong>SameSite</strong>, so other websites cannot use it to act on your behalf, and on our live
          site it is only sent over encrypted HTTPS connections;
        </li>
        <li>contains a random session identifier, not your name, e-mail address or password;</li>
        <li>is removed when you sign out, and expires on its own after a limited time.</li>
      </ul>
      <p>
        Because this cookie is strictly necessary to provide the sign-in you asked for, it does not require consent. If
        you never sign in, it is not set.
      </p>

      <h3>Local storage on your device</h3>
      <p>
        Some features may keep small amounts of data in your browser’s local storage, for example your progress in the{' '}
        <Link to="/quiz">safety assessment quiz</Link> so you don’t lose your answers if you reload the page. This data
        stays on your device and is not sent to us unless you choose to share your results as a link.
      </p>

      <h2>3. Cookies we do not use</h2>
      <ul>
        <li>No third-party advertising or retargeting cookies.</li>
        <li>No cross-site tracking or social media tracking pixels.</li>
        <li>We do not sell or share cookie data with advertisers or data brokers.</li>
      </ul>

      <h2>4. Third-party services</h2>
      <p>
        When you make a payment, you complete checkout with <strong>Stripe</strong>. Stripe may set its own cookies on
        its checkout pages to process the payment securely and prevent fraud. Those cookies are governed by Stripe’s own
        privacy and cookie policies. Links from our product guides to retailers take you to other websites, which have
        their own cookie practices.
      </p>

      <h2>5. How to control cookies</h2>
      <p>
        You can view, block or delete cookies in your browser settings. Most browsers also let you clear local storage
        for a specific site. If you block the session cookie, the rest of Safest still works, but you will not be able
        to sign in to your account or dashboard.
      </p>
      <p>
        Common browsers document this in their help pages: look for “cookies” or “site data” in the settings of Chrome,
        Safari, Firefox or Edge.
      </p>

      <h2>6. Changes to this policy</h2>
      <p>
        If we start using a new kind of cookie, we will update this page and the “last updated” date above before doing
        so. If we ever introduced non-essential cookies, we would ask for your consent first.
      </p>

      <h2>7. Contact us</h2>
      <p>
        Questions about cookies? E-mail us at <SupportEmailLink />.
      </p>
    </LegalPage>
  )
}
