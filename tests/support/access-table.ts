// An access table (anonymous / member / another member / admin): every loader and action of the
// route modules named has an entry, and each entry answers each role as the table says.
import { expect, it } from 'vitest'

export type Role = 'anonymous' | 'member' | 'other' | 'admin'
export const ROLES: Role[] = ['anonymous', 'member', 'other', 'admin']

export interface AccessEntry<F extends string, A extends { status: number }> {
  file: F
  kind: 'loader' | 'action'
  what: string
  run: (role: Role) => Promise<A>
  expect: Record<Role, number>
  /** After the call: what the role may see, or that nothing of anyone else's changed. */
  check?: (role: Role, answer: A) => Promise<void> | void
}

/** The table's tests, inside the caller's `describe`. */
export function accessTableTests<F extends string, A extends { status: number }>(modules: Record<F, () => Promise<unknown>>, table: AccessEntry<F, A>[]) {
  it('has an entry for every loader and action of these route modules', async () => {
    const missing: string[] = []
    for (const [file, load] of Object.entries(modules) as [F, () => Promise<unknown>][]) {
      const mod = (await load()) as Record<string, unknown>
      for (const kind of ['loader', 'action'] as const) {
        if (typeof mod[kind] === 'function' && !table.some((e) => e.file === file && e.kind === kind)) missing.push(`${file} ${kind}`)
      }
    }
    expect(missing).toEqual([])
  })

  for (const entry of table) {
    for (const role of ROLES) {
      it(`${entry.kind} of ${entry.file} as ${role}: ${entry.expect[role]} (${entry.what})`, async () => {
        const answer = await entry.run(role)
        expect(answer.status).toBe(entry.expect[role])
        await entry.check?.(role, answer)
      })
    }
  }
}
