// React ships CommonJS only, so every client chunk that uses it begins by importing rolldown's
// interop helper and wrapping React (`var r = __toESM(require_react())`), and calls each hook and
// each JSX element through it (`(0, r.useState)(…)`, `(0, n.jsx)("div", …)`): 24 chunks on a city
// page each paid for that. The app's own modules import React through two small ES modules here
// instead, which read React's exports once (in the shell chunk, where React is): the chunks import
// plain bindings (`useState`, `jsx`) and no helper. Client build only; React's own packages, React
// Router and the other dependencies import React as before, and the exports nobody imports are
// left out by tree-shaking.
import { createRequire } from 'node:module'

const WRAPPERS: Record<string, string> = { react: '\0safest:react', 'react/jsx-runtime': '\0safest:jsx-runtime' }
const require = createRequire(import.meta.url)

/** A Vite plugin: `react` and `react/jsx-runtime` as ES modules for the app's code in the client build. */
export function reactAsEsm() {
  const names = Object.keys(require('react') as object).filter((name) => /^[A-Za-z]\w*$/.test(name))
  return {
    name: 'safest:react-as-esm',
    apply: 'build' as const,
    enforce: 'pre' as const,
    applyToEnvironment: (environment: { name: string }) => environment.name === 'client',
    resolveId(source: string, importer: string | undefined) {
      if (!importer || importer.startsWith('\0safest:') || importer.includes('/node_modules/')) return null
      return WRAPPERS[source] ?? null
    },
    load(id: string) {
      if (id === WRAPPERS['react/jsx-runtime']) return `import J from 'react/jsx-runtime'\nexport const jsx = J.jsx, jsxs = J.jsxs, Fragment = J.Fragment\n`
      // Each export is marked pure, so one no chunk imports is dropped.
      if (id === WRAPPERS.react) return `import R from 'react'\nexport default R\n${names.map((name) => `export const ${name} = /* @__PURE__ */ (() => R.${name})()`).join('\n')}\n`
      return null
    },
  }
}
