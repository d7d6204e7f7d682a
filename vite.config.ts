import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { allowEntryExtension, chunkGroups } from './scripts/lib/chunk-groups.ts'
import { precompressAssets } from './scripts/lib/precompress-plugin.ts'
import { preloadOnlyWhatIsMissing } from './scripts/lib/preload-dependencies.ts'

// The SSR build's entry is our own server.ts (express app + lifecycle), which imports
// the React Router server build virtually, so the app and the server share one module graph
// (one database handle).
// The client's chunks: see chunk-groups.ts. Only the city page has enough small modules of its own
// to gain from a page chunk (17 files); on the other pages one made two files of one.
const clientChunks = chunkGroups({
  pageChunks: { directory: 'routes/city.tsx' },
  budgeted: ['routes/home.tsx', 'routes/city.tsx', 'routes/products.tsx', 'routes/review-example.tsx', 'routes/quiz.tsx'],
})

const preloads = preloadOnlyWhatIsMissing()

export default defineConfig(({ isSsrBuild }) => ({
  build: isSsrBuild
    ? { rollupOptions: { input: './server.ts' }, target: 'node20' }
    : {
        target: 'es2022',
        modulePreload: { resolveDependencies: preloads.resolveDependencies },
        rolldownOptions: { output: { codeSplitting: { groups: clientChunks } } },
      },
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter(), precompressAssets(), allowEntryExtension(), preloads.plugin],
}))
