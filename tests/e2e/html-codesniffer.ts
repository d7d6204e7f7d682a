import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'

// HTML_CodeSniffer (@pa11y/html_codesniffer, pa11y's default runner) on the page as it is: its
// WCAG2AA errors, each with its code and up to three of its elements. It reads the DOM as axe does
// but with other rules (a form without a submit control, technique H32.2, is one axe has not).
const source = readFileSync(createRequire(import.meta.url).resolve('@pa11y/html_codesniffer/build/HTMLCS.js'), 'utf8')

export async function htmlCodeSnifferErrors(page: Page): Promise<string[]> {
  // Evaluated as a script through the DevTools protocol: the page's CSP does not apply to it.
  if (!(await page.evaluate(() => 'HTMLCS' in window))) await page.evaluate(`${source};window.HTMLCS = HTMLCS;`)
  const errors = await page.evaluate(
    () =>
      new Promise<{ code: string; message: string; element: string }[]>((resolve) => {
        type Message = { type: number; code: string; msg: string; element: Element }
        const htmlcs = (window as unknown as { HTMLCS: { process: (s: string, d: Document, done: () => void) => void; getMessages: () => Message[] } }).HTMLCS
        const describe = (el: Element) => {
          if (!el.tagName) return 'document'
          const id = el.id ? `#${el.id}` : ''
          const classes = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}` : ''
          const label = el.getAttribute('aria-label') ? `[aria-label="${el.getAttribute('aria-label')}"]` : ''
          return `${el.tagName.toLowerCase()}${id}${id ? '' : classes}${label}`
        }
        htmlcs.process('WCAG2AA', document, () =>
          resolve(htmlcs.getMessages().filter((m) => m.type === 1).map((m) => ({ code: m.code, message: m.msg, element: describe(m.element) }))),
        )
      }),
  )
  const byCode = new Map<string, { message: string; elements: string[] }>()
  for (const e of errors) {
    const entry = byCode.get(e.code) ?? { message: e.message, elements: [] }
    entry.elements.push(e.element)
    byCode.set(e.code, entry)
  }
  return [...byCode].map(([code, { message, elements }]) => `${code}: ${message} — ${elements.slice(0, 3).join(', ')}${elements.length > 3 ? ` (+${elements.length - 3})` : ''}`)
}
