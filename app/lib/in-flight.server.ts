import type { ServerInstrumentation } from 'react-router'

/**
 * Work still running for requests, so a shutdown waits for it before closing the database. A
 * request's connection can close (the visitor left, a load balancer gave up) while its loader or
 * action is still at work: the server then counts no connections, yet that work needs the database.
 */
export class InFlightWork {
  readonly #running = new Set<Promise<unknown>>()

  /** Runs `work` and remembers it until it settles; the result (or error) is passed on unchanged. */
  track<T>(work: Promise<T>): Promise<T> {
    this.#running.add(work)
    const forget = () => this.#running.delete(work)
    work.then(forget, forget)
    return work
  }

  get size(): number {
    return this.#running.size
  }

  /** Resolves once everything tracked has settled, or after `timeoutMs`, whichever is first. */
  async settled(timeoutMs: number): Promise<void> {
    let timer: ReturnType<typeof setTimeout> | undefined
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, timeoutMs)
      timer.unref?.()
    })
    // Work that starts while waiting (a redirect's follow-up) is waited for too.
    const drain = async () => {
      while (this.#running.size > 0) await Promise.allSettled([...this.#running])
    }
    await Promise.race([drain(), timeout])
    clearTimeout(timer)
  }
}

/** The process's loaders and actions at work; `shutdown()` in server.ts waits for them. */
export const requestWork = new InFlightWork()

/**
 * React Router instrumentation (exported by entry.server.tsx): tracks every loader and action
 * itself. React Router stops waiting for them when the visitor disconnects (the request's
 * signal aborts) but they run on, so the handler's own promise would settle too early.
 */
export const trackDataFunctions: ServerInstrumentation = {
  route(route) {
    route.instrument({
      loader: async (callLoader) => void (await requestWork.track(callLoader())),
      action: async (callAction) => void (await requestWork.track(callAction())),
    })
  },
}
