import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

// Rules of the repository that no linter checks: code says why, not which ticket; every decision
// says when it was taken and whether it holds; the performance figures stay a page, not a diary.
const ROOT = new URL('../..', import.meta.url).pathname
const CODE_FOLDERS = ['app', 'server', 'scripts', 'tests', 'db']
const CODE = /\.(ts|tsx|mjs|js|css)$/

function filesUnder(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && CODE.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
}

describe('repository rules', () => {
  it('code names no issue numbers: a comment says the reason instead', () => {
    const found = CODE_FOLDERS.flatMap(filesUnder).flatMap((file) =>
      readFileSync(join(ROOT, file), 'utf8').split('\n').flatMap((line, i) => (/\bissues? \d+/i.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    )
    expect(found).toEqual([])
  })

  it('every decision has a Date and a Status, and a superseded one names a decision that exists', () => {
    const dir = join(ROOT, 'docs/decisions')
    const names = readdirSync(dir).filter((name) => name.endsWith('.md'))
    const numbers = new Set(names.map((name) => name.slice(0, 3)))
    for (const name of names) {
      const text = readFileSync(join(dir, name), 'utf8')
      expect(text, name).toMatch(/^- Date: \d{4}-\d{2}-\d{2}$/m)
      const status = /^- Status: (.+)$/m.exec(text)?.[1]
      expect(status, name).toMatch(/^(accepted|superseded)/)
      for (const [, by] of status!.matchAll(/superseded (?:in part )?by (\d{3})/g)) expect(numbers, `${name} names ${by}`).toContain(by)
    }
  })

  it('docs/performance.md keeps current figures in at most 300 lines', () => {
    expect(readFileSync(join(ROOT, 'docs/performance.md'), 'utf8').split('\n').length).toBeLessThanOrEqual(300)
  })
})
