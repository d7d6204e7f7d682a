import { Link } from 'react-router'
import { LegalPage, SupportEmailLink } from '~/components/static-page.tsx'
import { staticPageRoute } from '~/lib/page-meta.ts'

export const { handle, meta } = staticPageRoute('Refund Policy', 'Safest refunds: full refund on premium subscriptions within 14 days of purchase, one-time purchases refundable within 30 days, and how to request one.')
export default function RefundPolicy() {
  return (
    <LegalPage title="Refund Policy" intro="We want you to be happy with what you buy from Safest. If something isn’t right, here is how refunds work.">
      <h2>At a glance</h2>
      <ul>
        <li>
          <strong>Premium subscription:</strong> full refund if requested within 14 days of purchase.
        </li>
        <li>
          <strong>One-time purchases:</strong> refundable within 30 days.
        </li>
        <li>
          <strong>Response time:</strong> our support team responds within 3 business days.
        </li>
        <li>
          <strong>Processing:</strong> approved refunds are processed within 5-10 business days.
        </li>
        <li>
          <strong>Cancelling:</strong> cancelling a subscription keeps access until the end of the current billing
          period.
        </li>
      </ul>

      <h2>1. Premium subscription</h2>
      <p>
        If premium membership isn’t right for you, you can get a full refund if you request it within 14 days of
        purchase. This applies to your first payment and to each renewal payment, counted from the date that payment was
        made. When we refund a subscription payment, premium access for that billing period ends when the refund is
        issued.
      </p>
      <p>
        After 14 days, subscription payments are not normally refundable, but you can cancel at any time to stop future
        renewals (see below). If you were charged in error or believe there is a problem with your billing, contact us
        whenever you notice it and we will put it right.
      </p>

      <h2>2. One-time purchases</h2>
      <p>
        One-time purchases — any single payment made on Safest that is not a subscription — are refundable within 30
        days of purchase. If the purchase gave you access to something, such as a feature or service on your listing,
        that access ends when the refund is issued.
      </p>

      <h2>3. Cancelling a subscription</h2>
      <p>
        You can cancel your premium subscription at any time from your account or by e-mailing us. Cancelling a
        subscription keeps access until the end of the current billing period; you will not be charged again, and your
        membership will simply not renew. Cancelling on its own does not trigger a refund — if you are still within 14
        days of purchase and want your money back, ask for a refund as described below.
      </p>

      <h2>4. How to request a refund</h2>
      <ol>
        <li>
          E-mail <SupportEmailLink subject="Refund request" /> from the address linked
          to your account or used at checkout.
        </li>
        <li>Include the date of purchase, what you bought, and (optionally) why you are asking for a refund.</li>
        <li>Our support team responds within 3 business days to confirm or ask for any missing details.</li>
      </ol>

      <h2>5. How refunds are paid</h2>
      <p>
        Payments on Safest are handled by Stripe, and refunds go back to the original payment method. Approved refunds
        are processed within 5-10 business days. Depending on your bank or card issuer, it can take a few extra days for
        the refund to appear on your statement. We cannot refund to a different card or account.
      </p>

      <h2>6. Exceptions</h2>
      <p>
        We may decline refund requests that show signs of fraud or abuse, such as repeated purchase-and-refund cycles.
        This policy does not limit any rights you have under consumer protection laws where you live. Products you buy
        from other retailers through links in our product guides are sold by those retailers and are covered by their
        own return policies, not this one.
      </p>

      <h2>7. Contact us</h2>
      <p>
        Questions about a charge or a refund? E-mail us at <SupportEmailLink />. You
        can also read our <Link to="/terms">Terms of Service</Link>.
      </p>
    </LegalPage>
  )
}
