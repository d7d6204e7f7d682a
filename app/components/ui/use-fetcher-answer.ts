import { useEffect, useRef } from 'react'

/**
 * Runs `onAnswer` once for each answer a fetcher settles with: not while it is still loading, and
 * not again when the component re-renders with the same answer. `onAnswer` may change every render.
 */
export function useFetcherAnswer<T>(fetcher: { state: string; data?: T }, onAnswer: (answer: T) => void): void {
  const handled = useRef<unknown>(null)
  const latest = useRef(onAnswer)
  latest.current = onAnswer
  useEffect(() => {
    const answer = fetcher.data
    if (fetcher.state !== 'idle' || !answer || handled.current === answer) return
    handled.current = answer
    latest.current(answer)
  }, [fetcher.state, fetcher.data])
}
