import type { Config } from '@react-router/dev/config'

export default {
  ssr: true,
  // BUILD_DIR lets two builds (e.g. a test run and a dev check) live side by side.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  future: {
    // Loaders and actions get the request as it came (React Router would copy it twice per
    // loader to strip `.data`, `index` and `_routes`: ~3 % of an uncached render's CPU) and read
    // the normalised location from their `url` argument.
    v8_passThroughRequests: true,
  },
} satisfies Config
