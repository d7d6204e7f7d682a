import type { Config } from '@react-router/dev/config'

export default {
  ssr: true,
  // BUILD_DIR lets two builds (e.g. a test run and a dev check) live side by side.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
} satisfies Config
