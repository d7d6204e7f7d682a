import { Link } from 'react-router'
import { LegalPage, SupportEmailLink } from '~/components/static-page.tsx'
import { staticPageRoute } from '~/lib/page-meta.ts'

export const { handle, meta } = staticPageRoute('Terms of Service', 'The terms that apply when you use Safest: the safety-rated business directory, safety quiz, product guides, badge program, newsletter and premium membership.')
export default function TermsOfService() {
  return (
    <LegalPage title="Terms of Service" intro="Please read these terms carefully. By using Safest you agree to them.">
      <h2>1. About these terms</h2>
      <p>
        These Terms of Service (“Terms”) govern your use of the Safest website and services, including the business
        directory, safety scores and badges, the personal safety assessment quiz, product guides, the newsletter and
        premium membership (together, the “Service”). If you do not agree to these Terms, please do not use the Service.
        Our <Link to="/privacy">Privacy Policy</Link> and <Link to="/cookies">Cookies Policy</Link> explain how we
        handle your information.
      </p>

      <h2>2. Eligibility and accounts</h2>
      <p>
        You must be at least 13 years old to use the Service, and at least 18 (or the age of majority where you live) to
        buy a membership or submit a business. You are responsible for keeping your account secure and for activity
        under it, and you agree to give accurate information. Tell us promptly if you suspect unauthorised use.
      </p>

      <h2>3. Safety information is guidance, not a guarantee</h2>
      <p>
        Safety scores, badges, quiz results and product recommendations are based on information available to us and on
        our review process at a point in time. They are provided for general information only and are not professional,
        legal, medical or security advice. A high score or badge does not guarantee that a business is free from risk,
        and a product recommendation does not guarantee that a product is right for your situation. Use your own
        judgment, and in an emergency always contact local emergency services.
      </p>

      <h2>4. Business listings and badges</h2>
      <p>If you submit a business or apply for a safety badge, you confirm that:</p>
      <ul>
        <li>you are authorised to act for that business;</li>
        <li>the information and documents you provide are accurate and kept up to date;</li>
        <li>you give us permission to publish the listing details, safety score and any badges awarded.</li>
      </ul>
      <p>
        We decide independently whether to list a business, what score it receives and whether a badge is awarded. We
        may re-review, change or remove a listing or badge at any time, for example if certifications lapse or we
        receive credible reports of unsafe practices. Badges may only be displayed while they are active and must not be
        altered or used to suggest an endorsement we have not given. See the <Link to="/badge">badge program</Link>{' '}
        for details.
      </p>

      <h2>5. Premium membership and payments</h2>
      <p>
        Premium membership is a subscription that renews automatically each billing period until you cancel. Prices are
        shown before you pay. Payments are processed by Stripe, and by paying you also agree to Stripe’s terms. You can
        cancel at any time; you keep access until the end of the current billing period. Refunds are covered by our{' '}
        <Link to="/refund-policy">Refund Policy</Link>. We may change prices for future billing periods with reasonable
        advance notice.
      </p>

      <h2>6. Acceptable use</h2>
      <p>You agree not to:</p>
      <ul>
        <li>submit false, misleading or defamatory information about any business or person;</li>
        <li>copy or scrape the directory in bulk, or resell our content, without our written permission;</li>
        <li>interfere with, probe or overload the Service, or try to access accounts or data that are not yours;</li>
        <li>use the Service for anything unlawful, or to send spam.</li>
      </ul>

      <h2>7. Our content and third-party links</h2>
      <p>
        The Service, including its text, scores, design and logos, belongs to Safest or its licensors and is protected
        by law. You may use it for your own personal, non-commercial purposes. Product guides may link to other websites
        and retailers; we are not responsible for their content, products or practices.
      </p>

      <h2>8. Disclaimers and limitation of liability</h2>
      <p>
        The Service is provided “as is” and “as available”, without warranties of any kind to the fullest extent
        permitted by law. To the same extent, Safest will not be liable for indirect, incidental or consequential
        losses, and our total liability for any claim relating to the Service is limited to the amount you paid us in
        the 12 months before the claim. Nothing in these Terms limits liability that cannot be limited by law.
      </p>

      <h2>9. Suspension and termination</h2>
      <p>
        You may stop using the Service and close your account at any time. We may suspend or end access for anyone who
        breaches these Terms or misuses the Service.
      </p>

      <h2>10. Changes and governing law</h2>
      <p>
        We may update these Terms from time to time. We will change the “last updated” date above and, for significant
        changes, notify account holders by e-mail. Continuing to use the Service after changes take effect means you
        accept them. These Terms are governed by the laws of the United States and the state in which Safest is
        organized, without regard to conflict-of-law rules.
      </p>

      <h2>11. Contact us</h2>
      <p>
        Questions about these Terms? E-mail us at <SupportEmailLink />.
      </p>
    </LegalPage>
  )
}
