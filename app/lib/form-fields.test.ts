import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { email, EMAIL_MESSAGE, firstErrors, optionalPhone, parseForm, phone, requiredText, website } from './form-fields.ts'

const schema = z.object({ name: requiredText('Name', 20), email: email(), phone: optionalPhone(), website: website(), tags: z.array(z.string()).optional() })

const formData = (entries: [string, string][]) => {
  const form = new FormData()
  for (const [k, v] of entries) form.append(k, v)
  return form
}

describe('the one form path', () => {
  it('gives the same answer for a posted form and for the same fields as an object', () => {
    const fields = { name: ' Ada ', email: 'ada@example.com', phone: '', website: 'https://example.com' }
    const posted = parseForm(schema, formData(Object.entries(fields)))
    expect(posted).toEqual(parseForm(schema, fields))
    expect(posted).toEqual({ ok: true, value: { name: 'Ada', email: 'ada@example.com', phone: null, website: 'https://example.com' } })
    const bad = { name: '', email: 'nope', phone: '12', website: 'javascript:alert(1)' }
    expect(parseForm(schema, formData(Object.entries(bad)))).toEqual(parseForm(schema, bad))
  })

  it('names each field with its spec message, the first one only', () => {
    expect(parseForm(schema, {})).toEqual({ ok: false, errors: { name: 'Name is required', email: EMAIL_MESSAGE } })
    const r = parseForm(schema, { name: 'x'.repeat(21), email: 'a@b.co', phone: 'call me', website: 'example dot com' })
    expect(r).toEqual({
      ok: false,
      errors: {
        name: 'Name must be at most 20 characters',
        phone: 'Phone must be a valid phone number',
        website: 'Website must be a valid URL (for example https://example.com)',
      },
    })
    expect(parseForm(z.object({ phone: phone() }), { phone: ' ' })).toEqual({ ok: false, errors: { phone: 'Phone is required' } })
  })

  it('reads repeated names as a list (checkboxes of one name)', () => {
    const r = parseForm(schema, formData([['name', 'A'], ['email', 'a@b.co'], ['tags', 'x'], ['tags', 'y']]))
    expect(r).toMatchObject({ ok: true, value: { tags: ['x', 'y'] } })
  })

  it('answers a form with conform’s reserved fields garbled with a message, not a crash', () => {
    const r = parseForm(schema, formData([['__intent__', '{not json'], ['name', 'A']]))
    expect(r).toEqual({ ok: false, errors: { form: expect.stringMatching(/could not be read/) } })
  })

  it('keys nested and form-wide errors by the top-level field', () => {
    expect(firstErrors({ 'scoreComponents.fire.score': ['Fire score is required', 'x'], '': ['Whole form'], name: null })).toEqual({
      scoreComponents: 'Fire score is required',
      form: 'Whole form',
    })
  })
})
