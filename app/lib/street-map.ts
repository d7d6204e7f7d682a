import type { Point } from './geo.ts'
import type { MapData } from './local-map.ts'

/** The operator's tile source (MAP_TILES_URL, MAP_TILES_ATTRIBUTION). */
export interface MapTiles {
  url: string
  attribution: string | null
}

/** What the street map is sent: the tiles, the place and the pins, on Earth (the server-drawn map's pins with their coordinates only). */
export interface StreetMap {
  tiles: MapTiles
  center: { point: Point; label: string } | null
  pins: { point: Point; n?: number; label: string; href?: string }[]
}

export function streetMapOf(map: MapData, tiles: MapTiles): StreetMap {
  return {
    tiles,
    center: map.center ? { point: map.center.point, label: map.center.label } : null,
    pins: (map.layers[0]?.pins ?? []).map((p) => ({ point: p.point, label: p.label, ...(p.n !== undefined ? { n: p.n } : {}), ...(p.href ? { href: p.href } : {}) })),
  }
}
