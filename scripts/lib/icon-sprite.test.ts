import { readFileSync } from 'node:fs'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { buildIconSprite, ICON_SPRITE_PATH } from './icon-sprite.ts'
import { ICON_NAMES, iconId } from '../../app/components/ui/icon-names.ts'
import * as icons from '../../app/components/ui/icons.tsx'

describe('icons', () => {
  it('the committed sprite draws every icon the site names (run `npm run icons` after adding one)', () => {
    expect(readFileSync(ICON_SPRITE_PATH, 'utf8')).toBe(buildIconSprite())
  })

  it('every named icon is exported and points at its own symbol of the sprite', () => {
    const sprite = readFileSync(ICON_SPRITE_PATH, 'utf8')
    for (const name of ICON_NAMES) {
      const html = renderToStaticMarkup(createElement(icons[name]))
      const id = iconId(name)
      expect(html).toMatch(new RegExp(`<use href="[^"#]*#${id}"></use>`))
      expect(sprite).toContain(`<symbol id="${id}" viewBox="0 0 24 24"><`)
    }
  })

  it('is hidden from screen readers unless it is given a label', () => {
    expect(renderToStaticMarkup(createElement(icons.Star, { className: 'size-4' }))).toMatch(/^<svg aria-hidden="true" class="icon size-4">/)
    const labelled = renderToStaticMarkup(createElement(icons.Star, { 'aria-label': 'Rated' }))
    expect(labelled).not.toContain('aria-hidden')
    expect(labelled).toContain('aria-label="Rated"')
  })
})
