import { ArrowRight, CircleAlert, CircleCheck, CircleMinus, RotateCcw, Share2, TriangleAlert } from '~/components/ui/icons.tsx'
import type { Ref } from 'react'
import { Link } from 'react-router'
import { Button } from '~/components/ui/button.tsx'
import { PRIORITY_LABELS, QUIZ_CATEGORY_LABELS, type Priority } from '~/content/quiz.ts'
import { resultsSummary, type CategoryResult, type QuizResult, type Recommendation } from '~/domain/quiz/score-quiz.ts'
import { cn } from '~/lib/utils.ts'
import { productAnchor } from '~/content/product-categories.ts'
import { CategoryIcon } from './category-icon.tsx'
import { TitledSection } from '~/components/ui/titled-section.tsx'

const PRIORITY_CLASSES: Record<Priority, string> = {
  high: 'bg-red-100 text-red-800 ring-red-200',
  medium: 'bg-amber-100 text-amber-900 ring-amber-200',
  low: 'bg-emerald-100 text-emerald-800 ring-emerald-200',
}

/** The match bar's color follows the priority, never the score's safety-band colors. */
const PRIORITY_BAR: Record<Priority, string> = { high: 'bg-red-600', medium: 'bg-amber-500', low: 'bg-emerald-600' }

const NEED = {
  high: { label: 'Needs attention', icon: TriangleAlert, className: 'text-red-700' },
  medium: { label: 'Some gaps', icon: CircleAlert, className: 'text-amber-700' },
  low: { label: 'Well covered', icon: CircleCheck, className: 'text-emerald-700' },
} as const

interface Props {
  result: QuizResult
  answerCount: number
  headingRef: Ref<HTMLHeadingElement>
  onShare: () => void
  onRetake: () => void
}

/** Results: the four recommendations, the category profile, Share and Retake Quiz. */
export function QuizResults({ result, answerCount, headingRef, onShare, onRetake }: Props) {
  return (
    <section aria-labelledby="quiz-results-heading">
      <div className="rounded-xl border bg-white p-6 shadow-sm sm:p-8">
        <div className="flex flex-col gap-5 md:flex-row md:items-end md:justify-between">
          <div>
            <h2 id="quiz-results-heading" ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-navy outline-none sm:text-3xl">
              Your Safety Recommendations
            </h2>
            <p className="mt-2 max-w-2xl text-muted-foreground">
              {resultsSummary(result, answerCount)} Each card’s match shows how closely the product fits the gaps your answers
              revealed: a higher match means a bigger gap, not a safer area. The same answers always give the same figures.
            </p>
          </div>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button type="button" variant="outline" size="lg" onClick={onShare}>
              <Share2 aria-hidden /> Share your results
            </Button>
            <Button type="button" size="lg" onClick={onRetake}>
              <RotateCcw aria-hidden /> Retake Quiz
            </Button>
          </div>
        </div>
      </div>

      <ol aria-label="Recommendations" className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {result.recommendations.map((r) => (
          <RecommendationCard key={r.id} recommendation={r} />
        ))}
      </ol>

      <TitledSection id="quiz-profile-heading" title="Your safety profile" className="mt-10">
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {result.categories.map((c) => (
            <ProfileRow key={c.category} category={c} />
          ))}
        </ul>
      </TitledSection>
    </section>
  )
}

function RecommendationCard({ recommendation: r }: { recommendation: Recommendation }) {
  const label = QUIZ_CATEGORY_LABELS[r.category]
  // The product's card on its category page.
  const productHref = `${r.url}#${productAnchor(r.productId)}`
  return (
    <li className="flex flex-col rounded-xl border bg-white p-6 shadow-sm" data-testid="recommendation">
      <p className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-accent uppercase">
        <CategoryIcon category={r.category} className="size-4" />
        {label}
      </p>
      <h3 className="mt-2 text-lg font-bold text-navy">
        <Link to={productHref} className="underline-offset-4 hover:underline" data-testid="recommendation-product">
          {r.name}
        </Link>
      </h3>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <p className="flex items-baseline gap-1.5" data-testid="recommendation-score">
          <span className="text-3xl font-extrabold text-navy">{r.score}%</span>
          <span className="text-sm text-muted-foreground">match for your needs</span>
        </p>
        <span className={cn('rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset', PRIORITY_CLASSES[r.priority])}>
          {PRIORITY_LABELS[r.priority]}
        </span>
      </div>
      <div aria-hidden className="mt-2 h-1.5 overflow-hidden rounded-full bg-muted">
        <div className={cn('h-full rounded-full', PRIORITY_BAR[r.priority])} style={{ width: `${r.score}%` }} />
      </div>
      <p className="mt-4 flex-1 text-sm text-muted-foreground">{r.description}</p>
      <p className="mt-5">
        <Link to={productHref} className="font-semibold text-primary underline-offset-4 hover:underline">
          See {label}{' '}
          <span className="whitespace-nowrap">
            products
            <ArrowRight className="ml-1 inline size-4 align-[-3px]" aria-hidden />
          </span>
        </Link>
      </p>
    </li>
  )
}

const NOT_INCLUDED_REASON: Partial<Record<CategoryResult['category'], string>> = {
  child: 'No young children at home',
  elderly: 'No older family members at home',
}

function ProfileRow({ category: c }: { category: CategoryResult }) {
  const label = QUIZ_CATEGORY_LABELS[c.category]
  const need = c.relevant ? NEED[c.level] : null
  const Icon = need?.icon ?? CircleMinus
  return (
    <li className={cn('flex items-center gap-3 rounded-lg border px-4 py-3', c.relevant ? 'bg-white' : 'bg-muted/60')}>
      <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-secondary text-primary">
        <CategoryIcon category={c.category} className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-navy">{label}</span>
        <span className={cn('flex items-center gap-1 text-sm', need?.className ?? 'text-muted-foreground')}>
          <Icon className="size-4 shrink-0" aria-hidden />
          {need ? need.label : `Not included: ${NOT_INCLUDED_REASON[c.category] ?? 'doesn’t apply to you'}`}
        </span>
      </span>
    </li>
  )
}
