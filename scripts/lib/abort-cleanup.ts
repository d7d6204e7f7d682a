/**
 * A drill's way out: on SIGINT or SIGTERM, or once `limitMs` has passed (saying `tooLong`), it runs
 * `cleanup` and then exits (130 on a signal, 1 on the time limit).
 */
export function cleanUpOnAbort(cleanup: () => Promise<void>, limitMs: number, tooLong: string): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.log(`${signal}: cleaning up`)
      void cleanup().finally(() => process.exit(130))
    })
  }
  const watchdog = setTimeout(() => {
    console.error(tooLong)
    void cleanup().finally(() => process.exit(1))
  }, limitMs)
  watchdog.unref()
}
