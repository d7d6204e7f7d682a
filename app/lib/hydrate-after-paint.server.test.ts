import { describe, expect, it } from 'vitest'
import { hydrateAfterFirstPaint } from './hydrate-after-paint.server.ts'

// The document as React Router 7 renders it (nonces as the renderer adds them).
const page = `<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="/assets/shell.css"/>
<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n1"/><link rel="modulepreload" href="/assets/shell-B.js" nonce="n1"/><link rel="modulepreload" href="/assets/root-C.js" nonce="n1"/>
</head><body><main>Denver</main><script nonce="n1">window.__reactRouterContext = {};</script><script type="module" async="" nonce="n1">;
import * as route0 from "/assets/root-C.js";
import * as route1 from "/assets/city-D.js";
  window.__reactRouterRouteModules = {"root":route0,"routes/city":route1};

import("/assets/entry.client-A.js");</script></body></html>`

describe('hydrateAfterFirstPaint', () => {
  const html = hydrateAfterFirstPaint(page)

  it('asks for no script before the first paint', () => {
    expect(html).not.toContain('<link rel="modulepreload"')
    expect(html).not.toMatch(/^import \* as/m)
  })

  it('waits for the first contentful paint, then preloads every script and imports the route modules in order', () => {
    const script = /<script type="module" async="" nonce="n1">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''
    const wait = script.indexOf("getEntriesByName('first-contentful-paint')")
    const preload = script.indexOf('["/assets/entry.client-A.js","/assets/shell-B.js","/assets/root-C.js"]')
    const imports = script.indexOf('const [route0,route1]=await Promise.all([import("/assets/root-C.js"),import("/assets/city-D.js")]);')
    const entry = script.indexOf('window.__reactRouterRouteModules = {"root":route0,"routes/city":route1}')
    expect(wait).toBeGreaterThanOrEqual(0)
    expect(preload).toBeGreaterThan(wait)
    expect(imports).toBeGreaterThan(preload)
    expect(entry).toBeGreaterThan(imports)
    expect(script.trim().endsWith('import("/assets/entry.client-A.js");')).toBe(true)
  })

  it('keeps the rest of the page as it was', () => {
    expect(html).toContain('<main>Denver</main><script nonce="n1">window.__reactRouterContext = {};</script>')
    expect(html).toContain('<link rel="stylesheet" href="/assets/shell.css"/>')
  })

  it('leaves a page without route imports (or without scripts) untouched', () => {
    const plain = '<html><head><link rel="modulepreload" href="/a.js"/></head><body><script type="module">import("/a.js")</script></body></html>'
    expect(hydrateAfterFirstPaint(plain)).toBe(plain)
    expect(hydrateAfterFirstPaint('<p>Not found</p>')).toBe('<p>Not found</p>')
  })
})
