// Loads the TypeScript render-thread fixture in a worker thread (workers get no --import tsx).
import { register } from 'tsx/esm/api'

register()
await import('./render-thread-fixture.ts')
