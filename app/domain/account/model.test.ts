import { describe, expect, it } from 'vitest'
import { parseForm } from '~/lib/form-fields.ts'
import { strongPasswordForms } from '~/domain/account/password-strength.server.ts'
import { loginSchema, signupSchema as browserSignupSchema } from './model.ts'

// What the actions parse: the browser's schemas plus the guessability check.
const { signup: signupSchema, resetPassword: resetPasswordSchema, changePassword: changePasswordSchema } = strongPasswordForms

describe('signup validation (spec §5)', () => {
  it('gives the spec message for each field', () => {
    expect(parseForm(signupSchema, { name: 'A', email: 'nope', password: '12345' })).toEqual({
      ok: false,
      errors: {
        name: 'Name must be at least 2 characters',
        email: 'Please enter a valid email address',
        password: 'Password must be at least 6 characters',
      },
    })
  })
  it('refuses a common password even when long enough', () => {
    const r = parseForm(signupSchema, { name: 'Ana', email: 'ana@example.com', password: 'password123' })
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.errors.password).toMatch(/too easy to guess/)
  })
  it('accepts a good sign-up and normalises the e-mail', () => {
    expect(parseForm(signupSchema, { name: ' Ana Li ', email: ' Ana@Example.COM ', password: 'blue-harbor-7' })).toEqual({
      ok: true,
      value: { name: 'Ana Li', email: 'ana@example.com', password: 'blue-harbor-7' },
    })
  })
  it('treats missing fields like empty ones', () => {
    const r = parseForm(signupSchema, {})
    expect(r.ok).toBe(false)
    if (!r.ok) expect(Object.keys(r.errors).sort()).toEqual(['email', 'name', 'password'])
  })
})

describe('login validation', () => {
  it('requires a valid e-mail and a password', () => {
    expect(parseForm(loginSchema, { email: 'x', password: '' })).toEqual({
      ok: false,
      errors: { email: 'Please enter a valid email address', password: 'Password is required' },
    })
  })
})

describe('password changes', () => {
  it('require matching confirmation', () => {
    const r = parseForm(resetPasswordSchema, { token: 't', password: 'blue-harbor-7', confirmPassword: 'other-thing-8' })
    expect(r).toEqual({ ok: false, errors: { confirmPassword: 'Passwords do not match' } })
    expect(parseForm(changePasswordSchema, { currentPassword: '', newPassword: 'blue-harbor-7', confirmPassword: 'blue-harbor-7' }))
      .toEqual({ ok: false, errors: { currentPassword: 'Password is required' } })
  })
})

describe('password strength', () => {
  const passwordError = (password: string) => {
    const r = parseForm(signupSchema, { name: 'Ana', email: 'ana@example.com', password })
    return r.ok ? null : (r.errors.password ?? null)
  }
  it('keeps the spec minimum and its message', () => {
    expect(passwordError('abc12')).toBe('Password must be at least 6 characters')
  })
  it.each(['aaaaaa', 'qwerty123', 'password123', '123456789', 'abcabcabc', 'iloveyou1'])('refuses the guessable %j (zxcvbn score < 2)', (p) => {
    expect(passwordError(p)).toMatch(/too easy to guess/)
  })
  it('refuses whitespace-only passwords', () => {
    expect(passwordError('      ')).toBe('Password cannot be only spaces')
    expect(passwordError(' \u00a0  \u2003 ')).toBe('Password cannot be only spaces')
  })
  it('refuses control characters', () => {
    expect(passwordError('blue-harbor\u0000-7')).toMatch(/not allowed/)
  })
  it.each(['blue-harbor-7', 'lantern-river-8', 'correct horse battery staple'])('accepts %j', (p) => {
    expect(passwordError(p)).toBeNull()
  })
  it('is the one check the browser leaves to the server (its dictionaries stay off the pages)', () => {
    const fields = { name: 'Ana', email: 'ana@example.com', password: 'qwerty123' }
    expect(parseForm(browserSignupSchema, fields)).toMatchObject({ ok: true })
    expect(parseForm(browserSignupSchema, { ...fields, password: 'abc12' })).toEqual(parseForm(signupSchema, { ...fields, password: 'abc12' }))
  })
  it('applies to resets and changes too', () => {
    const reset = parseForm(resetPasswordSchema, { token: 't', password: 'aaaaaa', confirmPassword: 'aaaaaa' })
    expect(reset.ok).toBe(false)
    const change = parseForm(changePasswordSchema, { currentPassword: 'x', newPassword: '      ', confirmPassword: '      ' })
    expect(change.ok).toBe(false)
  })
})
