import { ArrowRight, ClipboardList, Gift, LayoutGrid } from '~/components/ui/icons.tsx'
import type { Ref } from 'react'
import { Button } from '~/components/ui/button.tsx'
import { FeatureList } from '~/components/ui/feature-list.tsx'
import { RECOMMENDATION_COUNT } from '~/content/quiz.ts'

const FACTS = [
  { icon: ClipboardList, title: '10 to 12 quick questions', text: 'Only the questions that apply to your household. It takes about two minutes.' },
  { icon: LayoutGrid, title: 'Six areas of safety', text: 'Home, child, elderly, cyber, physical and environmental safety.' },
  {
    icon: Gift,
    title: `${RECOMMENDATION_COUNT} recommendations`,
    text: 'Products matched to your biggest gaps, with a link to share your results.',
  },
]

/** Step 0: what the assessment is, and the Start button. */
export function QuizIntro({ headingRef, onStart }: { headingRef: Ref<HTMLHeadingElement>; onStart: () => void }) {
  return (
    <>
      <header className="bg-gradient-to-br from-navy to-primary px-4 py-14 text-center text-white sm:px-6 sm:py-20">
        <p className="text-sm font-semibold tracking-wider text-blue-200 uppercase">Free · No sign-up</p>
        <h1 ref={headingRef} tabIndex={-1} className="mt-2 text-3xl font-extrabold tracking-tight text-balance outline-none sm:text-5xl">
          Personal Safety Assessment
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-blue-100 text-pretty">
          Answer a few questions about your home, family and habits. We’ll show where you’re well covered, where the
          gaps are, and the products that close them.
        </p>
        <Button size="lg" variant="inverse" className="mt-8 w-full sm:w-auto" onClick={onStart}>
          Start Assessment <ArrowRight aria-hidden />
        </Button>
      </header>
      <section aria-label="About the assessment" className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
        <FeatureList items={FACTS} iconStyle="square" heading="h2" className="grid gap-4 sm:grid-cols-3" />
        <p className="mt-6 text-center text-sm text-muted-foreground">
          We don’t ask for your name or email address, and your answers aren’t saved to an account.
        </p>
      </section>
    </>
  )
}
