// Answer sets for the quiz's tests (score-quiz.test.ts, score-quiz-results.test.ts).
import { QUIZ_QUESTIONS, type QuizQuestion } from '~/content/quiz.ts'
import { answerQuestion, applicableQuestions, NO_ANSWERS, type QuizAnswers } from './score-quiz.ts'

export const question = (id: number): QuizQuestion => QUIZ_QUESTIONS.find((q) => q.id === id)!
/** The value of the option of question `id` with the given weight (first match, skipping "not applicable"). */
export const withWeight = (id: number, weight: number): string =>
  question(id).options.find((o) => o.weight === weight && !o.notApplicable)!.value

/** Complete answers: question 1 as given, every other applicable question with the given weight. */
export function answersWith(q1: 'yes' | 'no', weight: number, overrides: Record<number, string> = {}): QuizAnswers {
  let answers: QuizAnswers = answerQuestion(NO_ANSWERS, 1, q1)
  for (const q of applicableQuestions(answers)) {
    if (q.id === 1) continue
    answers = answerQuestion(answers, q.id, overrides[q.id] ?? withWeight(q.id, weight))
  }
  return answers
}

/**
 * Every complete set of answers (about 335,000), enumerated once; tests check a spread sample
 * (every `stride`-th) to stay fast.
 */
let everyAnswerSet: QuizAnswers[] | undefined
export function sampleOfAllAnswers(stride: number): QuizAnswers[] {
  everyAnswerSet ??= [...allCompleteAnswers()]
  return everyAnswerSet.filter((_, i) => i % stride === 0)
}
function* allCompleteAnswers(): Generator<QuizAnswers> {
  function* walk(i: number, answers: QuizAnswers): Generator<QuizAnswers> {
    if (i === QUIZ_QUESTIONS.length) {
      yield answers
      return
    }
    const q = QUIZ_QUESTIONS[i]
    if (!applicableQuestionsIds(answers).has(q.id)) {
      yield* walk(i + 1, answers)
      return
    }
    for (const o of q.options) yield* walk(i + 1, { ...answers, [q.id]: o.value })
  }
  yield* walk(0, NO_ANSWERS)
}
const applicableQuestionsIds = (answers: QuizAnswers) => new Set(applicableQuestions(answers).map((q) => q.id))
