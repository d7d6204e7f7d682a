import { getEnv } from './env.server.ts'

type Level = 'info' | 'error'

/** One JSON object per line: easy to grep locally and to ship to any log store. */
export function log(level: Level, msg: string, fields: Record<string, unknown> = {}): void {
  const configured = getEnv().LOG_LEVEL
  if (configured === 'silent' || (configured === 'error' && level === 'info')) return
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields })
  if (level === 'error') process.stderr.write(line + '\n')
  else process.stdout.write(line + '\n')
}
