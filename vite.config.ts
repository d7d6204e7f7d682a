import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { precompressAssets } from './scripts/lib/precompress-plugin.ts'

// The SSR build's entry is our own server.ts (express app + lifecycle), which imports
// the React Router server build virtually, so the app and the server share one module graph
// (one database handle). The client build keeps Vite's own chunking.
export default defineConfig(({ isSsrBuild }) => ({
  build: isSsrBuild ? { rollupOptions: { input: './server.ts' }, target: 'node20' } : { target: 'es2022' },
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter(), precompressAssets()],
}))
