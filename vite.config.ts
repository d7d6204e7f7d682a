import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { BUDGETED_PAGES } from './scripts/lib/budget-pages.ts'
import { allowEntryExtension, shellChunk, startChunks } from './scripts/lib/chunk-groups.ts'
import { precompressAssets } from './scripts/lib/precompress-plugin.ts'
import { preloadOnlyWhatIsMissing } from './scripts/lib/preload-dependencies.ts'
import { reactAsEsm } from './scripts/lib/react-as-esm.ts'

// The SSR build's entry is our own server.ts (express app + lifecycle), which imports
// the React Router server build virtually, so the app and the server share one module graph
// (one database handle).
const preloads = preloadOnlyWhatIsMissing()

export default defineConfig(({ isSsrBuild }) => ({
  build: isSsrBuild
    ? { rollupOptions: { input: './server.ts' }, target: 'node20' }
    : {
        target: 'es2022',
        modulePreload: { resolveDependencies: preloads.resolveDependencies },
        rolldownOptions: { output: { codeSplitting: { groups: [shellChunk(), startChunks(Object.values(BUDGETED_PAGES))] } } },
      },
  resolve: { tsconfigPaths: true },
  plugins: [reactAsEsm(), tailwindcss(), reactRouter(), precompressAssets(), allowEntryExtension(), preloads.plugin],
}))
