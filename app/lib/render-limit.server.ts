import type { NextFunction, Request, Response } from 'express'

/**
 * At most `max` renders at once; the rest wait their turn, first come first served. A render is
 * CPU work on one thread, so running fifty side by side finishes none sooner: it only keeps fifty
 * pages' worth of memory alive, and the garbage collector's extra work slows every one of them
 * (measured in docs/performance.md). Waiting in line keeps throughput up and the tail short.
 *
 * Renders start one per turn of the event loop, from a `setImmediate`. Node's libuv (since 1.45)
 * accepts one new connection per turn, and on PGlite a render never waits on I/O: started straight
 * from a socket's callback it runs to the end there, so one turn served every open connection
 * once before the next new one was accepted. Fifty visitors arriving together then waited up to
 * eight seconds to be let in (docs/performance.md, 2026-11-26). Started one per turn, renders leave
 * the loop free to accept and read between them.
 */
export class RenderLimit {
  #running = 0
  readonly #waiting: (() => void)[] = []
  /** A start is queued for the next check phase. */
  #startScheduled = false

  constructor(readonly max: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.acquire()
    try {
      return await work()
    } finally {
      this.release()
    }
  }

  /**
   * Express middleware for page requests (GET, HEAD): holds a place until the answer is sent or
   * dropped. Other methods pass: an upload arriving slowly must not hold a place meant for renders.
   */
  readonly middleware = (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    void this.acquire().then(() => {
      // The visitor left while waiting (a closed connection never closes twice): pass the place on.
      if (res.closed || res.writableFinished) return this.release()
      let released = false
      const release = () => {
        if (released) return
        released = true
        this.release()
      }
      res.once('finish', release)
      res.once('close', release)
      next()
    })
  }

  get waiting(): number {
    return this.#waiting.length
  }

  /** Renders running and waiting now (the health check's details). */
  stats(): { running: number; waiting: number; max: number } {
    return { running: this.#running, waiting: this.#waiting.length, max: this.max }
  }

  private acquire(): Promise<void> {
    return new Promise((resolve) => {
      this.#waiting.push(resolve)
      this.#scheduleStart()
    })
  }

  private release(): void {
    this.#running--
    this.#scheduleStart()
  }

  #scheduleStart(): void {
    if (this.#startScheduled || this.#waiting.length === 0 || this.#running >= this.max) return
    this.#startScheduled = true
    setImmediate(this.#startNext)
  }

  /** Lets the first in line in, then asks for the next turn (an immediate queued now runs next turn). */
  readonly #startNext = (): void => {
    this.#startScheduled = false
    const next = this.#waiting.shift()
    if (next) {
      this.#running++
      next()
    }
    this.#scheduleStart()
  }
}
