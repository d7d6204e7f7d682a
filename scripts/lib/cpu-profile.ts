// A V8 .cpuprofile in a few lines: the functions with the most self time, and self time by part
// (which package or folder the function is in).

export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[]
  startTime: number
  samples: number[]
  timeDeltas: number[]
}

/** The part of the program a script belongs to: its npm package, the app's build, or Node itself. */
function partOf(url: string, name: string): string {
  if (name === '(garbage collector)') return 'garbage collection'
  if (name === '(idle)' || name === '(program)') return name
  if (!url) return 'native (node/V8)'
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1]
  if (pkg) return pkg
  if (url.startsWith('node:')) return url.split('/')[0]!
  if (/\/server\/index\.js$/.test(url)) return 'app (server build)'
  return url.replace(/^file:\/\/.*?\/(server|app|scripts)\//, '$1/')
}

/**
 * `window`: the samples between two readings of the monotonic clock (process.hrtime.bigint() of any
 * process: V8 stamps samples on the same clock, in microseconds), so start-up is left out.
 */
export function summariseProfile(profile: CpuProfile, window: { from: bigint; to: bigint }, top = 25): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const self = new Map<number, number>()
  const [from, to] = [Number(window.from / 1000n), Number(window.to / 1000n)]
  let at = profile.startTime
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0
    at += delta
    if (at >= from && at <= to) self.set(id, (self.get(id) ?? 0) + delta)
  })
  const busy = [...self].filter(([id]) => !['(idle)', '(program)'].includes(byId.get(id)!.callFrame.functionName))
  const total = busy.reduce((s, [, t]) => s + t, 0)
  const functions = new Map<string, number>()
  const parts = new Map<string, number>()
  for (const [id, t] of busy) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame
    const key = `${functionName || '(anonymous)'} ${partOf(url, functionName)}:${lineNumber + 1}`
    functions.set(key, (functions.get(key) ?? 0) + t)
    const part = partOf(url, functionName)
    parts.set(part, (parts.get(part) ?? 0) + t)
  }
  const rows = (m: Map<string, number>, n: number) =>
    [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, t]) => `  ${((100 * t) / total).toFixed(1).padStart(5)} %  ${(t / 1000).toFixed(0).padStart(6)} ms  ${k}`)
  return [`busy ${(total / 1000).toFixed(0)} ms; by part:`, ...rows(parts, 15), 'top functions (self time):', ...rows(functions, top)].join('\n')
}
