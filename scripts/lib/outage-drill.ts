// The database outage drill's checks and report (scripts/fault-db.ts): the answers a visitor and an
// API client see while the database is down, and the requests of each phase by status.
export interface Target {
  label: string
  path: string
  init?: RequestInit
  /** A page a visitor reads: its first 200 after the restart measures recovery. */
  page?: boolean
}

export interface Sample {
  target: Target
  started: number
  ended: number
  status: number // 0: no answer (connection refused, reset or timed out)
}

type Phase = 'before' | 'during' | 'after'

export interface Check {
  name: string
  ok: boolean
  detail: string
}

/** While the database is down: the answers a visitor and an API client see. */
export async function checkFriendlyAnswers(base: string, nomination: URLSearchParams, timeoutMs: number): Promise<Check[]> {
  return [
    await check('page: 503, Retry-After 5, "We’ll be right back" with a Retry link, no stack trace', async () => {
      const page = await fetch(`${base}/city/denver`, { signal: AbortSignal.timeout(timeoutMs) })
      const html = await page.text()
      const friendly = /We(’|')ll be right back/.test(html) && html.includes('Retry') && !/\bat .+\.(js|ts):\d+/.test(html)
      const retryAfter = page.headers.get('retry-after')
      return [page.status === 503 && retryAfter === '5' && friendly, `${page.status}, Retry-After ${retryAfter}, friendly text ${friendly ? 'yes' : 'no'}`]
    }),
    await check('API: 503 JSON {"error":"Service temporarily unavailable"}, Retry-After 5', async () => {
      const api = await fetch(`${base}/api/submissions`, {
        method: 'POST',
        body: nomination,
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      })
      const body = await api.text()
      const retryAfter = api.headers.get('retry-after')
      const ok = api.status === 503 && retryAfter === '5' && body === '{"error":"Service temporarily unavailable"}'
      return [ok, `${api.status}, Retry-After ${retryAfter}, ${body.slice(0, 80)}`]
    }),
    await check('/healthz: 503 within 2.5 s', async () => {
      const started = performance.now()
      const health = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(timeoutMs) })
      await health.arrayBuffer()
      const ms = Math.round(performance.now() - started)
      return [health.status === 503 && ms <= 2_500, `${health.status} in ${ms} ms`]
    }),
  ]
}

async function check(name: string, run: () => Promise<[boolean, string]>): Promise<Check> {
  try {
    const [ok, detail] = await run()
    return { name, ok, detail }
  } catch (error) {
    return { name, ok: false, detail: `no answer (${error instanceof Error ? error.message : String(error)})` }
  }
}

function phaseOf(sample: Sample, stopAt: number, restartedAt: number): Phase {
  if (sample.started < stopAt) return 'before'
  return sample.started < restartedAt ? 'during' : 'after'
}

function counts(samples: Sample[]): string {
  const byStatus = new Map<number, number>()
  for (const s of samples) byStatus.set(s.status, (byStatus.get(s.status) ?? 0) + 1)
  return [...byStatus.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status === 0 ? 'no answer' : status}: ${n}`)
    .join(', ')
}

/** How the drill went, for `report`. */
export interface DrillSettings {
  targets: Target[]
  concurrency: number
  outageMs: number
  recoveryLimitMs: number
  /** The server's log lines (JSON). */
  serverLog: string[]
}

/** Prints the requests by phase and by target, the checks, survival and recovery; 0 when the drill passed. */
export function report(
  samples: Sample[],
  { stopAt, restartedAt, alive, checks }: { stopAt: number; restartedAt: number; alive: boolean; checks: Check[] },
  { targets, concurrency, outageMs, recoveryLimitMs, serverLog }: DrillSettings,
): number {
  const phases: Phase[] = ['before', 'during', 'after']
  console.log(`\nRequests by phase (${concurrency} concurrent; outage ${outageMs / 1000} s):`)
  for (const phase of phases) {
    const inPhase = samples.filter((s) => phaseOf(s, stopAt, restartedAt) === phase)
    console.log(`  ${phase.padEnd(7)} ${String(inPhase.length).padStart(5)} requests  ${counts(inPhase)}`)
  }
  console.log('\nBy request:')
  for (const target of targets) {
    const line = phases
      .map((phase) => `${phase}: ${counts(samples.filter((s) => s.target === target && phaseOf(s, stopAt, restartedAt) === phase))}`)
      .join(' | ')
    console.log(`  ${target.label.padEnd(26)} ${line}`)
  }

  const errors = samples.filter((s) => s.status === 0 || (s.status >= 500 && s.status !== 503))
  const firstPageOk = samples
    .filter((s) => s.target.page && s.status === 200 && s.started >= restartedAt)
    .sort((a, b) => a.ended - b.ended)[0]
  const recoveryMs = firstPageOk ? Math.round(firstPageOk.ended - restartedAt) : undefined
  const stillFailing = samples.filter((s) => s.target.page && s.status !== 200 && s.started >= restartedAt + recoveryLimitMs)

  console.log('\nWhile the database was down:')
  for (const check of checks) console.log(`  ${check.ok ? 'ok  ' : 'FAIL'} ${check.name} — ${check.detail}`)
  console.log(`\nServer process alive: ${alive ? 'yes' : 'NO'}`)
  console.log(`5xx other than 503, or no answer: ${errors.length}${errors.length ? ` (${counts(errors)})` : ''}`)
  console.log(
    `Recovery (database accepting connections → first 200 on a page): ${recoveryMs === undefined ? 'never' : `${recoveryMs} ms`}` +
      (stillFailing.length ? `; ${stillFailing.length} page requests still failed after ${recoveryLimitMs / 1000} s` : ''),
  )
  const outageLines = serverLog.filter((l) => l.includes('"database unavailable"') || l.includes('"database connection lost"'))
  console.log(`Server log: ${outageLines.length} outage lines (${[...new Set(outageLines.map((l) => JSON.parse(l).msg))].join(', ')})`)

  const ok =
    alive &&
    errors.length === 0 &&
    checks.every((c) => c.ok) &&
    recoveryMs !== undefined &&
    recoveryMs <= recoveryLimitMs &&
    stillFailing.length === 0
  console.log(ok ? '\nPASS' : '\nFAIL')
  if (!ok) console.log(`Last server log lines:\n${serverLog.slice(-15).join('\n')}`)
  return ok ? 0 : 1
}
