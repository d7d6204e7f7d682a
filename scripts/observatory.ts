// npm run observatory: scores the production server's headers with the MDN HTTP Observatory rules.
// The scanner's npm package (@mdn/mdn-http-observatory) cannot be installed here (its install
// scripts download from the internet), so scripts/lib/observatory-rules.ts implements its documented
// tests and scoring, applied to headers captured from a locally started production build:
// SITE_URL=https://…, TRUST_PROXY=loopback, and requests carrying X-Forwarded-Proto: https as a
// TLS-terminating proxy would send; the plain-http answer is captured without it.
// Uses the build in BUILD_DIR (default build/); builds it first if it is missing.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { score, type Captured } from './lib/observatory-rules.ts'

const buildDir = process.env.BUILD_DIR ?? 'build'
const port = Number(process.env.OBSERVATORY_PORT ?? 3470)
const base = `http://127.0.0.1:${port}`

if (!existsSync(join(buildDir, 'server', 'index.js'))) {
  console.log(`${buildDir}/ has no production build: building it…`)
  if (spawnSync('npx', ['react-router', 'build'], { stdio: 'inherit', env: { ...process.env, BUILD_DIR: buildDir } }).status !== 0) process.exit(1)
}
const dataDir = mkdtempSync(join(tmpdir(), 'safest-observatory-'))
const server = spawn(process.execPath, ['start.js'], {
  env: { ...process.env, NODE_ENV: 'production', BUILD_DIR: buildDir, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', SITE_URL: 'https://safest.test', TRUST_PROXY: 'loopback', LOG_LEVEL: 'error', SMTP_URL: '' },
  stdio: ['ignore', 'inherit', 'inherit'],
})

try {
  const proxied = { 'x-forwarded-proto': 'https', host: 'safest.test' }
  for (let i = 0; ; i++) {
    const ok = await fetch(`${base}/healthz`).then((r) => r.ok).catch(() => false)
    if (ok) break
    if (i > 240) throw new Error('server did not start')
    await new Promise((r) => setTimeout(r, 500))
  }
  const page = await fetch(`${base}/`, { headers: proxied, redirect: 'manual' })
  await page.arrayBuffer()
  const headers: Record<string, string> = {}
  page.headers.forEach((value, name) => (headers[name] = value))
  const plain = await fetch(`${base}/`, { headers: { host: 'safest.test' }, redirect: 'manual' })
  await plain.arrayBuffer()
  // A cookie-setting answer too (the logout toast), so the Secure flag is scored on real cookies.
  const logout = await fetch(`${base}/logout`, { method: 'POST', headers: { ...proxied, origin: 'https://safest.test', 'content-type': 'application/x-www-form-urlencoded' }, body: '', redirect: 'manual' })
  await logout.arrayBuffer()
  const captured: Captured = {
    headers,
    setCookies: [...page.headers.getSetCookie(), ...logout.headers.getSetCookie()],
    httpRedirect: { status: plain.status, location: plain.headers.get('location') },
    https: true,
  }
  const result = score(captured)
  console.log(`\nMDN HTTP Observatory rules on ${buildDir} (https://safest.test behind a proxy)\n`)
  for (const t of result.tests) console.log(`  ${(t.modifier > 0 ? '+' : '') + t.modifier}`.padEnd(7) + `${t.name.padEnd(32)} ${t.result}`)
  console.log(`\nScore: ${result.score} (${result.grade})  — goal ≥ 110, A+`)
  if (result.score < 110) process.exitCode = 1
} finally {
  server.kill('SIGTERM')
  await new Promise((r) => server.once('exit', r))
  rmSync(dataDir, { recursive: true, force: true })
}
