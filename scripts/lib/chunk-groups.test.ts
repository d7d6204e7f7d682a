import { describe, expect, it } from 'vitest'
import { startChunks } from './chunk-groups.ts'

/** A module graph from each module's static importers. */
function graph(importers: Record<string, string[]>) {
  return { getModuleInfo: (id: string) => ({ importers: importers[id] ?? [] }) }
}

describe('startChunks: the chunks of what budgeted pages load at start', () => {
  const city = '/app/routes/city.tsx'
  const home = '/app/routes/home.tsx'
  const search = '/app/routes/search.tsx'
  const { name } = startChunks(['routes/home', 'routes/city'])

  it("puts a page's own modules with its route module, React Router's facade of it included", () => {
    const g = graph({ '/app/filters.tsx': [city], [`${city}?__react-router-build-client-route`]: [] })
    expect(name(city, g)).toBe('city')
    expect(name(`${city}?__react-router-build-client-route`, g)).toBe('city')
    expect(name('/app/filters.tsx', g)).toBe('city')
  })

  it('gives modules that another route or budgeted page imports too a shared chunk per set of pages', () => {
    const g = graph({ '/app/card.tsx': [city, search], '/app/store.ts': ['/app/checkbox.tsx'], '/app/checkbox.tsx': [home, city] })
    expect(name('/app/card.tsx', g)).toBe('city-shared')
    expect(name('/app/store.ts', g)).toBe('city-home-shared')
  })

  it('leaves modules no budgeted page imports, and those most routes import, to rolldown', () => {
    const routes = Array.from({ length: 9 }, (_, i) => `/app/routes/page-${i}.tsx`)
    const g = graph({ '/app/dialog-form.tsx': ['/app/dialog.tsx'], '/app/plural.ts': [city, ...routes] })
    expect(name('/app/dialog-form.tsx', g)).toBeNull()
    expect(name('/app/plural.ts', g)).toBeNull()
  })
})
