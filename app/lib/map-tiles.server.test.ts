import { describe, expect, it } from 'vitest'
import { mapTilesSource } from './map-tiles.server.ts'

describe('mapTilesSource', () => {
  it('is the tiles\' origin, with a wildcard for the {s} subdomains', () => {
    expect(mapTilesSource('https://tile.example.org/{z}/{x}/{y}.png')).toBe('https://tile.example.org')
    expect(mapTilesSource('https://{s}.tile.example.org/{z}/{x}/{y}.png?key=abc')).toBe('https://*.tile.example.org')
    expect(mapTilesSource('http://127.0.0.1:4100/tiles/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:4100')
    expect(mapTilesSource(undefined)).toBeNull()
  })
})
