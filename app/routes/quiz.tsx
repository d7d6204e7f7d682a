import { Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { QuizAnalysing } from '~/components/quiz/quiz-analysing.tsx'
import { QuizIntro } from '~/components/quiz/quiz-intro.tsx'
import { QuizQuestion } from '~/components/quiz/quiz-question.tsx'
import { splitComponent } from '~/components/ui/split-component.tsx'
import { toast } from '~/components/ui/toast.tsx'
import { ANALYSIS_DELAY_MS } from '~/content/quiz.ts'
import {
  answerQuestion,
  applicableQuestions,
  decodeAnswers,
  encodeAnswers,
  isComplete,
  NO_ANSWERS,
  quizProgress,
  scoreQuiz,
  type QuizAnswers,
} from '~/domain/quiz/score-quiz.ts'
import { cn } from '~/lib/utils.ts'
import type { Route } from './+types/quiz'
import type { PageHandle } from '~/lib/page-cache-policy.ts'

export const handle = { cache: { params: ['a'] } } satisfies PageHandle

export const meta: Route.MetaFunction = () => [
  { title: 'Personal Safety Assessment | Safest' },
  {
    name: 'description',
    content:
      'Take the free Personal Safety Assessment: a few quick questions about your home, family and habits, then 4 product recommendations for your biggest safety gaps.',
  },
]

// The results (and the product cards they show) load while the answers are being analysed, so the
// quiz's first load carries only the questions; a shared results link loads them at once.
const QuizResults = splitComponent(() => import('~/components/quiz/quiz-results.tsx').then((m) => m.QuizResults))

/** Spec §4: intro, questions, analysing (1.5 s), results. */
type View = { name: 'intro' } | { name: 'question'; step: number } | { name: 'analysing' } | { name: 'results' }
interface QuizState {
  view: View
  answers: QuizAnswers
}

/** Shared results arrive as ?a=…; a valid link opens (and server-renders) the results directly. */
function stateFromParam(param: string | null): QuizState {
  const answers = decodeAnswers(param)
  return isComplete(answers) ? { view: { name: 'results' }, answers } : { view: { name: 'intro' }, answers: NO_ANSWERS }
}

const resultsPath = (answers: QuizAnswers) => `/quiz?a=${encodeAnswers(answers)}`

export default function Quiz() {
  const [searchParams] = useSearchParams()
  const param = searchParams.get('a')
  const navigate = useNavigate()
  const [state, setState] = useState(() => stateFromParam(param))
  const { view, answers } = state

  // Another shared link opened while already on this page (same route, so no remount).
  const [seenParam, setSeenParam] = useState(param)
  if (param !== seenParam) {
    setSeenParam(param)
    const next = stateFromParam(param)
    if (next.view.name === 'results' && !(view.name === 'results' && encodeAnswers(answers) === param)) setState(next)
  }

  // Focus moves to each new step's heading as it mounts (the results' heading too, which can
  // arrive a moment after the step changes), but only once the visitor has started interacting.
  const moveFocus = useRef(false)
  const headingRef = useCallback((heading: HTMLHeadingElement | null) => {
    if (heading && moveFocus.current) heading.focus()
  }, [])
  const go = (next: QuizState) => {
    moveFocus.current = true
    setState(next)
  }

  useEffect(() => {
    if (view.name !== 'analysing') return
    QuizResults.preload()
    const timer = setTimeout(() => {
      setState((s) => ({ ...s, view: { name: 'results' } }))
      // The URL now reproduces these results; replace so Back leaves the quiz instead of re-running it.
      navigate(resultsPath(answers), { replace: true, preventScrollReset: true })
    }, ANALYSIS_DELAY_MS)
    return () => clearTimeout(timer)
  }, [view.name, answers, navigate])

  if (view.name === 'intro') {
    return <QuizIntro headingRef={headingRef} onStart={() => go({ answers, view: { name: 'question', step: 1 } })} />
  }

  const retake = () => {
    go({ view: { name: 'intro' }, answers: NO_ANSWERS })
    if (param !== null) navigate('/quiz', { replace: true, preventScrollReset: true })
  }

  const share = async () => {
    const url = new URL(resultsPath(answers), window.location.href).href
    try {
      await navigator.clipboard.writeText(url)
      toast.success('Results link copied', { description: 'Anyone with the link will see these results.' })
    } catch {
      // No clipboard (permissions, insecure origin): show the link so it can be copied by hand.
      toast.error('Couldn’t copy the link', { description: url })
    }
  }

  let content: ReactNode
  if (view.name === 'question') {
    const questions = applicableQuestions(answers)
    const progress = quizProgress(view.step, answers)
    const question = questions[progress.step - 1]
    content = (
      <QuizQuestion
        key={question.id}
        question={question}
        progress={progress}
        value={answers[question.id]}
        headingRef={headingRef}
        onAnswer={(value) => setState((s) => ({ ...s, answers: answerQuestion(s.answers, question.id, value) }))}
        onBack={() => go({ answers, view: progress.step > 1 ? { name: 'question', step: progress.step - 1 } : { name: 'intro' } })}
        onNext={() => go({ answers, view: progress.step < progress.total ? { name: 'question', step: progress.step + 1 } : { name: 'analysing' } })}
      />
    )
  } else if (view.name === 'analysing') {
    content = <QuizAnalysing headingRef={headingRef} />
  } else {
    content = (
      <Suspense fallback={<QuizAnalysing headingRef={headingRef} />}>
        <QuizResults
          result={scoreQuiz(answers)}
          answerCount={applicableQuestions(answers).length}
          headingRef={headingRef}
          onShare={share}
          onRetake={retake}
        />
      </Suspense>
    )
  }

  const wide = view.name === 'results'
  return (
    <div>
      <div className="bg-gradient-to-br from-navy to-primary px-4 pt-6 pb-20 text-white sm:px-6 sm:pt-10 sm:pb-24">
        <div className={cn('mx-auto', wide ? 'max-w-7xl' : 'max-w-3xl')}>
          <p className="hidden text-sm font-semibold tracking-wider text-blue-200 uppercase sm:block">
            {wide ? 'Your results' : 'Safety quiz'}
          </p>
          <h1 className="text-xl font-extrabold tracking-tight sm:mt-1 sm:text-3xl">Personal Safety Assessment</h1>
        </div>
      </div>
      <div className={cn('mx-auto -mt-14 px-4 pb-16 sm:-mt-16 sm:px-6', wide ? 'max-w-7xl' : 'max-w-3xl')}>{content}</div>
    </div>
  )
}
