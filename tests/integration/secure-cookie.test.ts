import { describe, expect, it } from 'vitest'
import { openAppDatabase } from '../support/app-database.ts'

// On an https site the session cookie must also be Secure. Set before any module reads the env.
process.env.SITE_URL = 'https://safest.example'
const db = await openAppDatabase('secure-cookie')

describe('session cookies on https', () => {
  it('are Secure, HttpOnly and SameSite=Lax', async () => {
    const { signUp } = await import('~/domain/account/sign-up.server.ts')
    const result = await signUp(db, { name: 'Sec Ure', email: 'secure@example.com', password: 'tidal-forest-9' }, new Request('https://safest.example/thank-you'))
    expect(result.ok).toBe(true)
    if (!result.ok) return
    const session = result.headers.getSetCookie().find((c) => c.includes('session_token'))!
    expect(session).toMatch(/; Secure/i)
    expect(session).toMatch(/HttpOnly/i)
    expect(session).toMatch(/SameSite=Lax/i)
    expect(session).toMatch(/^__Secure-/)
  })
})

describe('the toast cookie on https', () => {
  it('is Secure too, like the session cookie', async () => {
    const { redirectWithToast, takeToast } = await import('~/lib/toast.server.ts')
    const response = await redirectWithToast('/', { type: 'success', title: 'Saved' })
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('safest_toast='))!
    expect(cookie).toMatch(/; Secure/i)
    expect(cookie).toMatch(/HttpOnly/i)
    const cleared = await takeToast(new Request('https://safest.example/', { headers: { cookie: cookie.split(';')[0]! } }))
    expect(cleared.toast?.title).toBe('Saved')
    expect(cleared.headers.get('set-cookie')).toMatch(/; Secure/i)
  })
})
