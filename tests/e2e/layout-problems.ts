import type { Page } from '@playwright/test'

/** What breaks the layout at the current width: elements past the viewport's edges, overlapping cards. */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = []
    const vw = document.documentElement.clientWidth
    const name = (el: Element) => {
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
      return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> "${text}"`
    }
    if (document.documentElement.scrollWidth > vw) problems.push(`page scrolls sideways: ${document.documentElement.scrollWidth}px > ${vw}px`)

    // An element inside a box that clips or scrolls sideways (a carousel, a table's scroller) is
    // allowed past the viewport's edge: the box is what must fit.
    const clipped = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const o = getComputedStyle(a).overflowX
        if (o !== 'visible') return true
      }
      return false
    }
    for (const el of document.querySelectorAll('body *')) {
      const r = el.getBoundingClientRect()
      // Hidden, screen-reader-only and empty boxes take no room.
      if (r.width <= 1 || r.height <= 1) continue
      if (r.right <= vw + 1 && r.left >= -1) continue
      const style = getComputedStyle(el)
      if (style.visibility === 'hidden' || style.position === 'fixed') continue
      if (clipped(el)) continue
      problems.push(`${name(el)} spans ${Math.round(r.left)}–${Math.round(r.right)}px of ${vw}px`)
    }

    // Cards: items of a list or grid, and articles. Siblings must not overlap.
    const parents = new Set<Element>()
    for (const card of document.querySelectorAll('main li, main article')) if (card.parentElement) parents.add(card.parentElement)
    for (const parent of parents) {
      const cards = [...parent.children]
        .filter((c) => c.matches('li, article'))
        .map((c) => ({ el: c, r: c.getBoundingClientRect() }))
        .filter(({ r }) => r.width > 1 && r.height > 1)
      for (let i = 0; i < cards.length; i++) {
        for (let j = i + 1; j < cards.length; j++) {
          const a = cards[i].r
          const b = cards[j].r
          const w = Math.min(a.right, b.right) - Math.max(a.left, b.left)
          const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top)
          if (w > 1 && h > 1) problems.push(`${name(cards[i].el)} overlaps ${name(cards[j].el)} by ${Math.round(w)}×${Math.round(h)}px`)
        }
      }
    }
    return problems
  })
}
