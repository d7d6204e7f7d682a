import { Link } from 'react-router'
import { LegalPage, SupportEmailLink } from '~/components/static-page.tsx'
import { staticPageRoute } from '~/lib/page-meta.ts'

export const { handle, meta } = staticPageRoute('Privacy Policy', 'How Safest collects, uses and protects your information: account details, newsletter sign-ups, business submissions, quiz answers and payments.')
export default function PrivacyPolicy() {
  return (
    <LegalPage title="Privacy Policy" intro="We collect as little as we can, we never sell your data, and we tell you plainly what we keep and why.">
      <p>
        This policy explains how Safest (“Safest”, “we”, “us”) handles personal information when you use our website,
        including the business directory, the personal safety assessment quiz, product guides, the business safety badge
        program, our newsletter and premium membership.
      </p>

      <h2>1. Information we collect</h2>
      <h3>Information you give us</h3>
      <ul>
        <li>
          <strong>Account details</strong> – your name and e-mail address when you create an account or sign in.
        </li>
        <li>
          <strong>Newsletter sign-ups</strong> – the e-mail address you enter to receive our newsletter.
        </li>
        <li>
          <strong>Business submissions</strong> – when you ask to list a business or apply for a safety badge, the
          business name, address, contact person, contact e-mail and phone number, and any details or documents you
          provide about certifications and safety practices.
        </li>
        <li>
          <strong>Messages</strong> – anything you send us by e-mail, such as support requests.
        </li>
      </ul>
      <h3>Quiz answers</h3>
      <p>
        Your answers to the <Link to="/quiz">safety assessment quiz</Link> are used in your browser to calculate your
        results and product recommendations. We do not store them on our servers unless you choose to share your results
        as a link, in which case the answers needed to rebuild that result page are saved so the link works.
      </p>
      <h3>Information collected automatically</h3>
      <p>
        Like most websites, our servers record basic technical information such as IP address, browser type, the pages
        requested and the time of the request. We use these logs to keep the service secure and working, and we delete
        them after a limited period. See our <Link to="/cookies">Cookies Policy</Link> for the small number of cookies
        we use.
      </p>

      <h2>2. How we use your information</h2>
      <ul>
        <li>To provide the service: signing you in, showing your account and membership, and running the directory.</li>
        <li>To review and publish business listings and badge applications, and to contact businesses about them.</li>
        <li>To send the newsletter you asked for. Every newsletter contains an unsubscribe link.</li>
        <li>To process premium membership and other payments, and to handle refunds.</li>
        <li>To answer your questions and provide support.</li>
        <li>To prevent fraud and abuse and to meet our legal obligations.</li>
      </ul>
      <p>We do not sell or rent your personal information, and we do not use it for third-party advertising.</p>

      <h2>3. Who we share it with</h2>
      <p>We share information only with service providers that help us run Safest, and only as much as they need:</p>
      <ul>
        <li>
          <strong>Stripe</strong> processes payments. Card details are entered with and held by Stripe; we never see or
          store your full card number.
        </li>
        <li>
          <strong>Our mail provider</strong> delivers account e-mails, receipts and the newsletter.
        </li>
        <li>
          <strong>Hosting providers</strong> run our servers and database.
        </li>
      </ul>
      <p>
        Information in an approved business listing (such as the business name, address, safety score and badges) is
        public by design. We may also disclose information where required by law or to protect the rights and safety of
        our users and others.
      </p>

      <h2>4. How long we keep it</h2>
      <p>
        We keep account information while your account is open, newsletter addresses until you unsubscribe, and business
        submissions for as long as the listing is active or needed to review it. Payment records are kept as long as tax
        and accounting rules require. When information is no longer needed, we delete or anonymise it.
      </p>

      <h2>5. Security</h2>
      <p>
        Connections to Safest are encrypted with HTTPS, sign-in uses an httpOnly session cookie that scripts cannot
        read, and access to our systems is limited to people who need it. No system is perfectly secure, but we work to
        protect your information and will notify you if a breach affects you where the law requires it.
      </p>

      <h2>6. Your rights and choices</h2>
      <ul>
        <li>
          <strong>Access and correction</strong> – ask for a copy of the personal information we hold about you, or ask
          us to correct it.
        </li>
        <li>
          <strong>Deletion</strong> – ask us to delete your account and associated information.
        </li>
        <li>
          <strong>Unsubscribe</strong> – stop the newsletter at any time using the link in any issue.
        </li>
      </ul>
      <p>
        Depending on where you live (for example, California), you may have additional rights under local law. We will
        not treat you differently for exercising them. To make a request, e-mail us from the address linked to your
        account so we can verify it is you.
      </p>

      <h2>7. Children</h2>
      <p>
        Safest is not directed to children under 13, and we do not knowingly collect personal information from them. If
        you believe a child under 13 has given us personal information, contact us and we will delete it.
      </p>

      <h2>8. Changes to this policy</h2>
      <p>
        We may update this policy from time to time. When we do, we will change the “last updated” date above and, for
        significant changes, let account holders know by e-mail.
      </p>

      <h2>9. Contact us</h2>
      <p>
        Questions or requests about your privacy? E-mail us at <SupportEmailLink />.
        You can also read our <Link to="/terms">Terms of Service</Link>.
      </p>
    </LegalPage>
  )
}
