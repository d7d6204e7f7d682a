import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import {
  citySkylineSvg,
  cityImageSeed,
  defaultCityVariant,
  hashString,
  mulberry32,
  renderCityImage,
} from './procedural.server.ts'

describe('seeding', () => {
  it('mulberry32 is deterministic and stays in [0, 1)', () => {
    const a = mulberry32(42)
    const b = mulberry32(42)
    const xs = Array.from({ length: 100 }, () => a())
    expect(Array.from({ length: 100 }, () => b())).toEqual(xs)
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true)
    expect(mulberry32(43)()).not.toBe(xs[0])
  })

  it('seeds from the trimmed, lower-cased name', () => {
    expect(cityImageSeed('  Denver ')).toBe(cityImageSeed('denver'))
    expect(cityImageSeed('DENVER')).toBe(hashString('denver'))
    expect(cityImageSeed('Denver')).not.toBe(cityImageSeed('Miami'))
  })

  it('picks mostly night with some dusk when no variant is given', () => {
    const names = Array.from({ length: 200 }, (_, i) => `City ${i}`)
    const variants = names.map(defaultCityVariant)
    const nights = variants.filter((v) => v === 'night').length
    const dusks = variants.filter((v) => v === 'dusk').length
    expect(nights + dusks).toBe(names.length)
    expect(nights).toBeGreaterThan(dusks)
    expect(dusks).toBeGreaterThan(0)
  })
})

describe('citySkylineSvg', () => {
  it('returns the identical SVG for the same name', () => {
    expect(citySkylineSvg('Denver')).toBe(citySkylineSvg('Denver'))
    expect(citySkylineSvg('  Denver ', { variant: 'day' })).toBe(citySkylineSvg('Denver', { variant: 'day' }))
    // only the <title> keeps the caller's capitalisation; the picture itself is the same
    const withoutTitle = (svg: string) => svg.replace(/<title>.*?<\/title>/, '')
    expect(withoutTitle(citySkylineSvg('DENVER'))).toBe(withoutTitle(citySkylineSvg('denver')))
  })

  it('returns different SVGs for different names', () => {
    const denver = citySkylineSvg('Denver', { variant: 'night' })
    const miami = citySkylineSvg('Miami', { variant: 'night' })
    const anchorage = citySkylineSvg('Anchorage', { variant: 'night' })
    expect(denver).not.toBe(miami)
    expect(denver).not.toBe(anchorage)
    expect(miami).not.toBe(anchorage)
  })

  it('is a well-formed SVG of the default size and stays small', () => {
    const svg = citySkylineSvg('Chicago')
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675"')).toBe(true)
    expect(svg.endsWith('</svg>')).toBe(true)
    expect(svg).not.toMatch(/NaN|undefined|Infinity/)
    for (const variant of ['night', 'dusk', 'day'] as const) {
      expect(Buffer.byteLength(citySkylineSvg('Los Angeles', { variant }))).toBeLessThan(150 * 1024)
    }
  })

  it('honours width, height and variant', () => {
    const svg = citySkylineSvg('Boston', { width: 800, height: 400, variant: 'day' })
    expect(svg).toContain('width="800" height="400" viewBox="0 0 800 400"')
    expect(svg).not.toBe(citySkylineSvg('Boston', { width: 800, height: 400, variant: 'night' }))
  })

  it('escapes the city name in the title', () => {
    expect(citySkylineSvg('A<b>&"c"')).toContain('<title>A&lt;b&gt;&amp;&quot;c&quot; skyline</title>')
  })

  it('rejects nonsensical sizes', () => {
    expect(() => citySkylineSvg('Denver', { width: 0 })).toThrow(RangeError)
    expect(() => citySkylineSvg('Denver', { height: 10.5 })).toThrow(RangeError)
    expect(() => citySkylineSvg('Denver', { width: 100_000 })).toThrow(RangeError)
  })
})

describe('renderCityImage', () => {
  it('renders a JPEG of the requested size', async () => {
    const buf = await renderCityImage('Denver', { width: 640, height: 360 })
    expect([...buf.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff])
    const meta = await sharp(buf).metadata()
    expect(meta.format).toBe('jpeg')
    expect(meta.width).toBe(640)
    expect(meta.height).toBe(360)
  })

  it('defaults to 1200×675 and stays under 150 KB', async () => {
    const buf = await renderCityImage('Miami')
    const meta = await sharp(buf).metadata()
    expect([meta.width, meta.height]).toEqual([1200, 675])
    expect(buf.length).toBeLessThan(150 * 1024)
  })

  it('renders WebP when asked', async () => {
    const buf = await renderCityImage('Anchorage', { width: 320, height: 180, format: 'webp', variant: 'dusk' })
    expect(buf.subarray(0, 4).toString('ascii')).toBe('RIFF')
    expect(buf.subarray(8, 12).toString('ascii')).toBe('WEBP')
    const meta = await sharp(buf).metadata()
    expect(meta.format).toBe('webp')
    expect([meta.width, meta.height]).toEqual([320, 180])
  })

  it('is deterministic', async () => {
    const a = await renderCityImage('Tulsa', { width: 300, height: 170 })
    const b = await renderCityImage('Tulsa', { width: 300, height: 170 })
    expect(a.equals(b)).toBe(true)
  })
})
