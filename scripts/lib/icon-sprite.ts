// Builds app/components/ui/icons.svg: one <symbol> per icon of ICON_NAMES, drawn by lucide-react.
import * as lucide from 'lucide-react'
import { createElement, type ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { ICON_NAMES, iconId } from '../../app/components/ui/icon-names.ts'

export const ICON_SPRITE_PATH = 'app/components/ui/icons.svg'

export function buildIconSprite(): string {
  const symbols = ICON_NAMES.map((name) => {
    const component = (lucide as unknown as Record<string, ComponentType>)[name]
    if (!component) throw new Error(`lucide-react has no icon ${name}`)
    // The shapes only: stroke, fill and size come from the <svg> that uses the symbol.
    const inner = renderToStaticMarkup(createElement(component)).replace(/^<svg[^>]*>|<\/svg>$/g, '')
    return `<symbol id="${iconId(name)}" viewBox="0 0 24 24">${inner}</symbol>`
  })
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`
}
