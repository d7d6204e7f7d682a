import { ArrowLeft, ArrowRight } from '~/components/ui/icons.tsx'
import type { Ref } from 'react'
import { Button } from '~/components/ui/button.tsx'
import { QUIZ_CATEGORY_LABELS, type QuizQuestion as Question } from '~/content/quiz.ts'
import type { QuizProgress } from '~/domain/quiz/score-quiz.ts'
import { cn } from '~/lib/utils.ts'
import { CategoryIcon } from './category-icon.tsx'

interface Props {
  question: Question
  progress: QuizProgress
  value: string | undefined
  headingRef: Ref<HTMLHeadingElement>
  onAnswer: (value: string) => void
  onBack: () => void
  onNext: () => void
}

/**
 * One question per step: a native radio group (fieldset + legend, arrow keys move between
 * options), "Step X of N", percent complete and a progress bar, Back and Next.
 */
export function QuizQuestion({ question, progress, value, headingRef, onAnswer, onBack, onNext }: Props) {
  const name = `question-${question.id}`
  const hintId = `${name}-hint`
  return (
    <div className="rounded-xl border bg-white p-5 shadow-sm sm:p-8">
      <div className="flex items-baseline justify-between gap-4 text-sm font-medium">
        <p className="text-navy">
          Step {progress.step} of {progress.total}
        </p>
        <p className="text-muted-foreground">{progress.percent}% complete</p>
      </div>
      <div
        role="progressbar"
        aria-label="Assessment progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        aria-valuetext={`Step ${progress.step} of ${progress.total}, ${progress.percent}% complete`}
        className="mt-2 h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-accent transition-[width] duration-300 motion-reduce:transition-none" style={{ width: `${progress.percent}%` }} />
      </div>

      <form
        className="mt-6 sm:mt-8"
        onSubmit={(e) => {
          e.preventDefault()
          if (value !== undefined) onNext()
        }}
      >
        <p className="inline-flex items-center gap-1.5 rounded-full bg-secondary px-3 py-1 text-xs font-semibold text-secondary-foreground">
          <CategoryIcon category={question.category} className="size-3.5" />
          {QUIZ_CATEGORY_LABELS[question.category]}
        </p>
        <fieldset aria-describedby={question.hint ? hintId : undefined}>
          <legend className="w-full">
            {/* The step is read out when focus lands on the question. */}
            <h2 ref={headingRef} tabIndex={-1} className="mt-3 text-xl font-bold text-balance text-navy outline-none sm:text-2xl">
              <span className="sr-only">
                Step {progress.step} of {progress.total}:{' '}
              </span>
              {question.text}
            </h2>
          </legend>
          {question.hint && (
            <p id={hintId} className="mt-2 text-muted-foreground">
              {question.hint}
            </p>
          )}
          <div className="mt-5 grid gap-2.5 sm:mt-6 sm:gap-3">
            {question.options.map((option) => {
              const checked = value === option.value
              return (
                <label
                  key={option.value}
                  className={cn(
                    'flex min-h-13 cursor-pointer items-center gap-3 rounded-lg border-2 px-4 py-2.5 transition-colors has-[:focus-visible]:border-primary',
                    checked ? 'border-primary bg-secondary/60' : 'border-border bg-white hover:border-primary/50 hover:bg-secondary/30',
                  )}
                >
                  <input
                    type="radio"
                    name={name}
                    value={option.value}
                    checked={checked}
                    onChange={() => onAnswer(option.value)}
                    className="size-5 shrink-0 accent-primary"
                  />
                  <span className="font-medium text-foreground">{option.label}</span>
                </label>
              )
            })}
          </div>
        </fieldset>

        <div className="mt-6 flex items-center justify-between gap-3 sm:mt-8">
          <Button type="button" variant="outline" size="lg" onClick={onBack}>
            <ArrowLeft aria-hidden /> Back
          </Button>
          <Button type="submit" size="lg" disabled={value === undefined}>
            Next <ArrowRight aria-hidden />
          </Button>
        </div>
      </form>
    </div>
  )
}
