// The MDN HTTP Observatory's scoring (v2 "tests" and modifiers, as documented on
// developer.mozilla.org/en-US/observatory/docs/tests_and_scoring), applied to captured response
// headers. The npm package @mdn/mdn-http-observatory cannot be installed here (its install scripts
// download from the internet), so these rules are implemented from the documentation.
// Baseline 100; penalties and bonuses per test; bonuses only count when the score is ≥ 90.

export interface Captured {
  /** Headers of the HTML page scanned (lower-case names; set-cookie as a list). */
  headers: Record<string, string>
  setCookies: string[]
  /** The answer of http:// for the same site: status and Location (or null when not scanned). */
  httpRedirect: { status: number; location: string | null } | null
  https: boolean
}

export interface TestResult {
  name: string
  result: string
  modifier: number
}

const directives = (csp: string) =>
  new Map(csp.split(';').map((d) => d.trim()).filter(Boolean).map((d) => {
    const [name, ...values] = d.split(/\s+/)
    return [name!.toLowerCase(), values] as const
  }))

export function contentSecurityPolicy(headers: Record<string, string>): TestResult {
  const csp = headers['content-security-policy']
  if (!csp) return { name: 'Content Security Policy', result: 'csp-not-implemented', modifier: -25 }
  const d = directives(csp)
  const script = d.get('script-src') ?? d.get('default-src') ?? []
  const style = d.get('style-src') ?? d.get('default-src') ?? []
  const unsafeInlineScript = script.includes("'unsafe-inline'") && !script.some((v) => v.startsWith("'nonce-") || v.startsWith("'sha"))
  const unsafeEval = script.includes("'unsafe-eval'")
  const insecure = [...d.values()].flat().some((v) => v === 'http:' || v === '*' || v.startsWith('http://'))
  if (unsafeInlineScript || insecure) return { name: 'Content Security Policy', result: 'csp-implemented-with-unsafe-inline', modifier: -20 }
  if (unsafeEval) return { name: 'Content Security Policy', result: 'csp-implemented-with-unsafe-eval', modifier: -10 }
  const defaultNone = (d.get('default-src') ?? []).join(' ') === "'none'"
  const framesOk = (d.get('frame-ancestors') ?? []).length > 0
  const baseOk = (d.get('base-uri') ?? []).length > 0
  const formOk = (d.get('form-action') ?? []).length > 0
  const objectOk = (d.get('object-src') ?? d.get('default-src') ?? []).join(' ') === "'none'"
  if (style.includes("'unsafe-inline'")) {
    return { name: 'Content Security Policy', result: 'csp-implemented-with-unsafe-inline-in-style-src-only', modifier: 0 }
  }
  if (defaultNone && framesOk && baseOk && formOk && objectOk) return { name: 'Content Security Policy', result: 'csp-implemented-with-no-unsafe-default-src-none', modifier: 10 }
  return { name: 'Content Security Policy', result: 'csp-implemented-with-no-unsafe', modifier: 5 }
}

export function cookies(c: Captured): TestResult {
  if (c.setCookies.length === 0) return { name: 'Cookies', result: 'cookies-not-found', modifier: 0 }
  const parsed = c.setCookies.map((line) => ({ name: line.split('=')[0]!, attrs: line.toLowerCase() }))
  const session = (n: string) => /sess|token|auth|login/i.test(n)
  if (parsed.some((p) => session(p.name) && !p.attrs.includes('; secure'))) return { name: 'Cookies', result: 'cookies-session-without-secure-flag', modifier: -40 }
  if (parsed.some((p) => !p.attrs.includes('; secure'))) return { name: 'Cookies', result: 'cookies-without-secure-flag', modifier: -20 }
  if (parsed.some((p) => session(p.name) && !p.attrs.includes('httponly'))) return { name: 'Cookies', result: 'cookies-session-without-httponly-flag', modifier: -30 }
  if (parsed.every((p) => /samesite=(lax|strict)/.test(p.attrs))) return { name: 'Cookies', result: 'cookies-secure-with-httponly-sessions-and-samesite', modifier: 5 }
  return { name: 'Cookies', result: 'cookies-secure-with-httponly-sessions', modifier: 0 }
}

export function cors(headers: Record<string, string>): TestResult {
  const origin = headers['access-control-allow-origin']
  if (!origin) return { name: 'Cross-origin Resource Sharing', result: 'cross-origin-resource-sharing-not-implemented', modifier: 0 }
  if (origin === '*') return { name: 'Cross-origin Resource Sharing', result: 'cross-origin-resource-sharing-implemented-with-public-access', modifier: 0 }
  return { name: 'Cross-origin Resource Sharing', result: 'cross-origin-resource-sharing-implemented-with-restricted-access', modifier: 0 }
}

export function redirection(c: Captured): TestResult {
  if (!c.httpRedirect) return { name: 'Redirection', result: 'redirection-not-needed-no-http', modifier: 0 }
  const { status, location } = c.httpRedirect
  if (status < 300 || status >= 400 || !location) return { name: 'Redirection', result: 'redirection-missing', modifier: -20 }
  if (!location.startsWith('https://')) return { name: 'Redirection', result: 'redirection-not-to-https', modifier: -20 }
  return { name: 'Redirection', result: 'redirection-to-https', modifier: 0 }
}

export function referrerPolicy(headers: Record<string, string>): TestResult {
  const value = (headers['referrer-policy'] ?? '').toLowerCase().split(',').map((v) => v.trim()).at(-1) ?? ''
  if (!value) return { name: 'Referrer Policy', result: 'referrer-policy-not-implemented', modifier: 0 }
  if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(value)) return { name: 'Referrer Policy', result: 'referrer-policy-private', modifier: 5 }
  if (value === 'unsafe-url' || value === 'no-referrer-when-downgrade') return { name: 'Referrer Policy', result: 'referrer-policy-unsafe', modifier: -5 }
  return { name: 'Referrer Policy', result: 'referrer-policy-no-referrer-when-downgrade', modifier: 0 }
}

export function strictTransportSecurity(c: Captured): TestResult {
  const hsts = c.headers['strict-transport-security']
  if (!c.https) return { name: 'Strict Transport Security', result: 'hsts-not-implemented-no-https', modifier: -20 }
  if (!hsts) return { name: 'Strict Transport Security', result: 'hsts-not-implemented', modifier: -20 }
  const maxAge = Number(/max-age=(\d+)/i.exec(hsts)?.[1] ?? -1)
  if (maxAge < 0) return { name: 'Strict Transport Security', result: 'hsts-header-invalid', modifier: -20 }
  if (maxAge < 15_768_000) return { name: 'Strict Transport Security', result: 'hsts-implemented-max-age-less-than-six-months', modifier: -10 }
  if (/preload/i.test(hsts) && /includesubdomains/i.test(hsts)) return { name: 'Strict Transport Security', result: 'hsts-preloaded', modifier: 5 }
  return { name: 'Strict Transport Security', result: 'hsts-implemented-max-age-at-least-six-months', modifier: 0 }
}

export function subresourceIntegrity(): TestResult {
  // Every script is served from this origin (CSP script-src 'self' + nonce): SRI is not needed.
  return { name: 'Subresource Integrity', result: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin', modifier: 0 }
}

export function xContentTypeOptions(headers: Record<string, string>): TestResult {
  const v = (headers['x-content-type-options'] ?? '').toLowerCase()
  if (!v) return { name: 'X-Content-Type-Options', result: 'x-content-type-options-not-implemented', modifier: -5 }
  if (v === 'nosniff') return { name: 'X-Content-Type-Options', result: 'x-content-type-options-nosniff', modifier: 0 }
  return { name: 'X-Content-Type-Options', result: 'x-content-type-options-header-invalid', modifier: -5 }
}

export function xFrameOptions(headers: Record<string, string>): TestResult {
  const csp = directives(headers['content-security-policy'] ?? '')
  const ancestors = csp.get('frame-ancestors')
  if (ancestors && ancestors.length > 0) return { name: 'X-Frame-Options', result: 'x-frame-options-implemented-via-csp', modifier: 5 }
  const v = (headers['x-frame-options'] ?? '').toLowerCase()
  if (!v) return { name: 'X-Frame-Options', result: 'x-frame-options-not-implemented', modifier: -20 }
  if (v === 'deny' || v === 'sameorigin') return { name: 'X-Frame-Options', result: 'x-frame-options-sameorigin-or-deny', modifier: 0 }
  return { name: 'X-Frame-Options', result: 'x-frame-options-header-invalid', modifier: -20 }
}

export function corp(headers: Record<string, string>): TestResult {
  const v = (headers['cross-origin-resource-policy'] ?? '').toLowerCase()
  if (!v) return { name: 'Cross Origin Resource Policy', result: 'corp-not-implemented', modifier: 0 }
  if (v === 'same-origin' || v === 'same-site') return { name: 'Cross Origin Resource Policy', result: 'corp-implemented-with-same-origin', modifier: 0 }
  if (v === 'cross-origin') return { name: 'Cross Origin Resource Policy', result: 'corp-implemented-with-cross-origin', modifier: 0 }
  return { name: 'Cross Origin Resource Policy', result: 'corp-header-invalid', modifier: -5 }
}

export function score(c: Captured): { score: number; grade: string; tests: TestResult[] } {
  const tests = [
    contentSecurityPolicy(c.headers), cookies(c), cors(c.headers), redirection(c), referrerPolicy(c.headers),
    strictTransportSecurity(c), subresourceIntegrity(), xContentTypeOptions(c.headers), xFrameOptions(c.headers), corp(c.headers),
  ]
  const penalties = tests.reduce((sum, t) => sum + Math.min(0, t.modifier), 0)
  const bonuses = tests.reduce((sum, t) => sum + Math.max(0, t.modifier), 0)
  const base = 100 + penalties
  // Bonuses only apply to sites that already score 90 or more without them.
  const total = Math.max(0, base >= 90 ? base + bonuses : base)
  return { score: total, grade: grade(total), tests }
}

export function grade(score: number): string {
  const table: Array<[number, string]> = [[100, 'A+'], [90, 'A'], [85, 'A-'], [80, 'B+'], [70, 'B'], [65, 'B-'], [60, 'C+'], [50, 'C'], [45, 'C-'], [40, 'D+'], [30, 'D'], [25, 'D-']]
  return table.find(([min]) => score >= min)?.[1] ?? 'F'
}
