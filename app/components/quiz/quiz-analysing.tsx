import { LoaderCircle } from '~/components/ui/icons.tsx'
import type { Ref } from 'react'

/** The 1.5 s pause between the last answer and the results (spec §4). */
export function QuizAnalysing({ headingRef }: { headingRef: Ref<HTMLHeadingElement> }) {
  return (
    <div role="status" className="flex flex-col items-center rounded-xl border bg-white px-6 py-16 text-center shadow-sm">
      <LoaderCircle className="size-12 text-primary motion-safe:animate-spin" aria-hidden />
      <h2 ref={headingRef} tabIndex={-1} className="mt-6 text-2xl font-bold text-navy outline-none">
        Analyzing your answers…
      </h2>
      <p className="mt-2 max-w-md text-muted-foreground">Finding the areas that need attention first and the products that fit them.</p>
    </div>
  )
}
