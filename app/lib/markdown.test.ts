import { describe, expect, it } from 'vitest'
import { renderMarkdown } from './markdown.ts'

describe('renderMarkdown', () => {
  it('renders Markdown and never lets raw HTML or script links through', () => {
    const html = renderMarkdown('# Alert\n\n**Boil** water <script>alert(1)</script> [x](javascript:alert(1)) [ok](https://example.com)')
    expect(html).toContain('<h1>Alert</h1>')
    expect(html).toContain('<strong>Boil</strong>')
    expect(html).not.toContain('<script>')
    expect(html).toContain('&lt;script&gt;')
    expect(html).not.toMatch(/href="javascript/i)
    expect(html).toContain('<a href="https://example.com" rel="nofollow ugc noopener">ok</a>')
  })
})
