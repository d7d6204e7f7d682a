import { getEnv } from './env.server.ts'
import type { MapTiles } from './street-map.ts'

/** The street map's tile source, when the operator configured one (MAP_TILES_URL). */
export function mapTiles(): MapTiles | null {
  const { MAP_TILES_URL, MAP_TILES_ATTRIBUTION } = getEnv()
  return MAP_TILES_URL ? { url: MAP_TILES_URL, attribution: MAP_TILES_ATTRIBUTION ?? null } : null
}

/** The tiles' host as a Content-Security-Policy source ("https://*.tile.example.org" for a `{s}` template), or null without tiles. */
export function mapTilesSource(url: string | undefined): string | null {
  if (!url) return null
  const match = /^(https?:\/\/)([^/?#]+)/.exec(url)
  return match ? `${match[1]}${match[2]!.replace(/\{s\}/g, '*')}` : null
}
