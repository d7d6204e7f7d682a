import type { Faq } from '~/content/product-review.ts'
import { Accordion } from '~/components/ui/accordion.tsx'

/** Spec §4: at most one answer open at a time, and the open one may be closed again. */
export function ProductReviewFaq({ faqs }: { faqs: Faq[] }) {
  return (
    <Accordion
      items={faqs.map((f, i) => ({ id: `faq-${i}`, title: f.question, content: f.answer }))}
      className="rounded-xl border bg-white px-6 shadow-sm"
      titleClassName="text-base text-navy"
      contentClassName="text-base leading-relaxed text-slate-700"
    />
  )
}
