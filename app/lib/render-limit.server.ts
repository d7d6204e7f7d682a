import type { NextFunction, Request, Response } from 'express'

/**
 * At most `max` renders at once; the rest wait their turn, first come first served. A render is
 * CPU work on one thread, so running fifty side by side finishes none sooner: it only keeps fifty
 * pages' worth of memory alive, and the garbage collector's extra work slows every one of them
 * (measured in docs/performance.md). Waiting in line keeps throughput up and the tail short.
 */
export class RenderLimit {
  #running = 0
  readonly #waiting: (() => void)[] = []

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

  private acquire(): Promise<void> {
    if (this.#running < this.max) {
      this.#running++
      return Promise.resolve()
    }
    return new Promise((resolve) => this.#waiting.push(resolve))
  }

  private release(): void {
    const next = this.#waiting.shift()
    // The place passes straight to the next in line.
    if (next) next()
    else this.#running--
  }
}
