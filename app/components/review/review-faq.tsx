import type { Faq } from '~/content/review.ts'
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '~/components/ui/accordion.tsx'

/** Spec §4: at most one answer open at a time, and the open one may be closed again. */
export function ReviewFaq({ faqs }: { faqs: Faq[] }) {
  return (
    <Accordion type="single" collapsible className="rounded-xl border bg-white px-6 shadow-sm">
      {faqs.map((f, i) => (
        <AccordionItem key={f.question} value={`faq-${i}`}>
          <AccordionTrigger className="text-base text-navy">{f.question}</AccordionTrigger>
          <AccordionContent className="text-base leading-relaxed text-slate-700">{f.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  )
}
