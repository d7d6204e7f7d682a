import { describe, expect, it } from 'vitest'
import { serializeJsonLd } from './json-ld.tsx'

describe('serializeJsonLd', () => {
  it('serialises so that no text can close the script element', () => {
    const json = serializeJsonLd({ text: '</script><script>alert(1)</script>\u2028' })
    expect(json).not.toContain('<')
    expect(json).not.toContain('\u2028')
    expect(JSON.parse(json)).toEqual({ text: '</script><script>alert(1)</script>\u2028' })
  })
})
