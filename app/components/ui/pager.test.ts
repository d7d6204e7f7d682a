import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { createRoutesStub, MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { Pager, withPage } from './pager.tsx'

const render = (url: string, props: Parameters<typeof Pager>[0]) =>
  renderToStaticMarkup(createElement(MemoryRouter, { initialEntries: [url] }, createElement(Pager, props)))
const links = (html: string) => [...html.matchAll(/<a [^>]*aria-label="([^"]+)"[^>]*href="([^"]+)"|<a [^>]*href="([^"]+)"[^>]*aria-label="([^"]+)"/g)].map((m) => [m[1] ?? m[4], (m[2] ?? m[3])!.replaceAll('&amp;', '&')])

describe('Pager', () => {
  it('shows nothing for a single page', () => {
    expect(render('/admin?tab=listings', { page: 1, pageCount: 1 })).toBe('')
  })

  it('links the pages around the current one, keeping the other parameters', () => {
    const first = render('/admin?tab=listings&q=pizza', { page: 1, pageCount: 3, label: 'Listings pages' })
    expect(first).toContain('aria-label="Listings pages"')
    expect(first).toContain('Page 1 of 3')
    expect(links(first)).toEqual([['Next page', '/admin?tab=listings&q=pizza&page=2']])
    const middle = render('/admin?tab=listings&q=pizza&page=2', { page: 2, pageCount: 3 })
    expect(links(middle)).toEqual([
      ['Previous page', '/admin?tab=listings&q=pizza'],
      ['Next page', '/admin?tab=listings&q=pizza&page=3'],
    ])
    expect(links(render('/x?page=3', { page: 3, pageCount: 3 }))).toEqual([['Previous page', '/x?page=2']])
  })

  it('uses the links it is given', () => {
    const html = render('/city/denver?page=2', { page: 2, pageCount: 2, hrefFor: (n) => `/city/denver${n > 1 ? `?page=${n}` : ''}` })
    expect(links(html)).toEqual([['Previous page', '/city/denver']])
    expect(html).toContain('aria-disabled="true"')
  })

  it('posts its fields to each page instead of linking to it (a search near the browser’s position)', () => {
    const Stub = createRoutesStub([
      { path: '/search', Component: () => createElement(Pager, { page: 2, pageCount: 3, hrefFor: (n) => `/search?q=a&page=${n}`, post: { latitude: '39.74910', longitude: '-104.99460' } }) },
    ])
    const html = renderToStaticMarkup(createElement(Stub, { initialEntries: ['/search?q=a&page=2'] })).replaceAll('&amp;', '&')
    expect(links(html)).toEqual([])
    const forms = [...html.matchAll(/<form([^>]*)>(.*?)<\/form>/g)].map((f) => [/action="([^"]+)"/.exec(f[1]!)?.[1], f[2]!, f[1]!] as const)
    for (const [, , attributes] of forms) expect(attributes).toContain('method="post"')
    expect(forms.map((f) => f[0])).toEqual(['/search?q=a&page=1', '/search?q=a&page=3'])
    for (const [, inner] of forms) {
      expect(inner).toContain('name="latitude" value="39.74910"')
      expect(inner).toContain('name="longitude" value="-104.99460"')
    }
    expect(html).not.toMatch(/href="[^"]*39\.7/)
  })
})

describe('withPage', () => {
  it('sets the page, leaving page 1 out', () => {
    expect(withPage('?q=a&page=4', 5)).toBe('?q=a&page=5')
    expect(withPage('?q=a&page=4', 1)).toBe('?q=a')
  })
})
