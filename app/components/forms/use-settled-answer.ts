import { useEffect, useRef } from 'react'

/** Runs `handle` once for each answer a fetcher receives, once the fetcher is idle again. */
export function useSettledAnswer<T>(fetcher: { state: string; data: T | undefined }, handle: (answer: T) => void) {
  const handled = useRef<unknown>(null)
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data || handled.current === fetcher.data) return
    handled.current = fetcher.data
    handle(fetcher.data)
  }, [fetcher.state, fetcher.data, handle])
}
