import { z } from 'zod'

/**
 * What a city looks like, stored with the city (cities.traits): the procedural provider draws
 * from these and the Runware provider builds its prompt from them.
 */
export const LANDMARKS = [
  'capitol-dome', 'needle-tower', 'spire-tower', 'suspension-bridge', 'golden-gate', 'cable-bridge',
  'truss-bridge', 'arch-bridge', 'ferris-wheel', 'obelisk', 'statue', 'hollywood-sign', 'balloons',
  'derricks', 'grain-elevator', 'steeples', 'paddle-steamer', 'lighthouse', 'wings', 'waterfall',
  'stadium-dome', 'mill-stacks', 'temple-spires', 'water-tower', 'wind-turbines', 'sailboats',
] as const
export type Landmark = (typeof LANDMARKS)[number]

/** A signature tower drawn into the skyline (the tallest building takes this shape). */
export const SIGNATURES = ['empire', 'willis', 'pyramid', 'batman', 'crown', 'cylinders', 'pencil', 'clock-tower', 'pyramid-roof', 'spire'] as const
export type Signature = (typeof SIGNATURES)[number]

export const cityTraitsSchema = z.object({
  /** The land behind the city. */
  terrain: z.enum(['plains', 'hills', 'mountains', 'snowy-peaks', 'mesa', 'volcano', 'bluffs']),
  /** Water in front of the city. */
  water: z.enum(['none', 'ocean', 'bay', 'lake', 'river']),
  skyline: z.object({
    size: z.enum(['town', 'small', 'medium', 'large', 'huge']),
    shape: z.enum(['towers', 'cluster', 'spread', 'lowrise']),
    signature: z.enum(SIGNATURES).optional(),
  }),
  /** One or two famous silhouettes, drawn when the city has them. */
  landmarks: z.array(z.enum(LANDMARKS)).max(2),
  climate: z.enum(['tropical', 'subtropical', 'desert', 'temperate', 'continental', 'subarctic']),
  palette: z.enum(['day', 'golden', 'morning']),
  /** Tint of glass and stone, 0–360 (hue). */
  tint: z.number().min(0).max(360),
  /** Colour of the land: green, brown or red-rock. */
  land: z.enum(['green', 'dry', 'red-rock', 'snow']).optional(),
})
export type CityTraits = z.infer<typeof cityTraitsSchema>

/** Plain-English description of a city's look (the Runware prompt and the admin list use it). */
export function describeTraits(t: CityTraits): string {
  const water = { none: '', ocean: 'on the ocean shore', bay: 'on a bay', lake: 'on a lakefront', river: 'along a river' }[t.water]
  const terrain = {
    plains: 'on open plains', hills: 'among green hills', mountains: 'with mountains behind', 'snowy-peaks': 'beneath snow-capped peaks',
    mesa: 'with desert mesas and mountains', volcano: 'beside a volcanic crater', bluffs: 'below sandstone bluffs',
  }[t.terrain]
  const size = { town: 'a small-town', small: 'a small', medium: 'a mid-size', large: 'a large', huge: 'a dense, towering' }[t.skyline.size]
  const landmarks = t.landmarks.map((l) => l.replace(/-/g, ' ')).join(' and ')
  return [`${size} skyline ${terrain}`, water, landmarks ? `featuring the ${landmarks}` : '', `${t.climate} climate`].filter(Boolean).join(', ')
}
