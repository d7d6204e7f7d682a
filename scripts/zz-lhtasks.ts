import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { ensureBuild, startProductionServer } from './lib/production-server.ts'
ensureBuild()
const server = startProductionServer(3197)
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] })
try {
  await server.ready()
  const path = process.argv[2] ?? '/city/denver'
  await fetch(server.base + path).then((r) => r.arrayBuffer())
  for (let i = 0; i < 2; i++) {
    const r = await lighthouse(server.base + path, { port: chrome.port, output: 'json', logLevel: 'error' })
    const a = r!.lhr.audits
    console.log('perf', r!.lhr.categories.performance.score, 'TBT', a['total-blocking-time'].displayValue, 'FCP', a['first-contentful-paint'].displayValue)
    const lt = (a['long-tasks'].details as any)?.items ?? []
    for (const t of lt) console.log('  long task', Math.round(t.startTime), Math.round(t.duration), t.url)
    const bd = (a['mainthread-work-breakdown'].details as any)?.items ?? []
    console.log('  breakdown', bd.map((x: any) => `${x.groupLabel}:${Math.round(x.duration)}`).join(', '))
    const bu = (a['bootup-time'].details as any)?.items ?? []
    console.log('  bootup', bu.slice(0, 6).map((x: any) => `${x.url.split('/').pop()}:${Math.round(x.total)}/${Math.round(x.scripting)}`).join(', '))
  }
} finally {
  await chrome.kill()
  await server.stop?.()
  process.exit(0)
}
