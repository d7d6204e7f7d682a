import { ArrowDown, ListOrdered } from '~/components/ui/icons.tsx'
import { useEffect, useState } from 'react'
import { buttonVariants } from '~/components/ui/button.tsx'
import { cn } from '~/lib/utils.ts'
import { PRODUCT_REVIEW_SECTIONS, sectionLabel, type ProductReviewSectionId } from './sections.ts'

/** The sections a review has (a written review may leave some out), in page order. */
type Present = { sections: readonly ProductReviewSectionId[] }

/** The table of contents at the top of the review: its sections, numbered. */
export function TableOfContents({ sections }: Present) {
  return (
    <nav aria-labelledby="toc-heading" className="rounded-xl border bg-white p-6 shadow-sm">
      <h2 id="toc-heading" className="flex items-center gap-2 text-lg font-bold text-navy">
        <ListOrdered aria-hidden className="size-5 text-primary" />
        Table of Contents
      </h2>
      <ol className="mt-4 grid gap-x-8 gap-y-1 sm:grid-cols-2">
        {sections.map((id, i) => (
          <li key={id}>
            <a
              href={`#${id}`}
              className="flex items-baseline gap-3 rounded-md px-2 py-1.5 text-slate-700 hover:bg-muted hover:text-primary"
            >
              <span aria-hidden className="w-5 shrink-0 text-right text-sm font-semibold text-muted-foreground tabular-nums">
                {i + 1}.
              </span>
              {sectionLabel(id)}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}

/** The section being read: the last one whose top has passed the upper part of the screen. */
function useCurrentSection(): ProductReviewSectionId | undefined {
  const [current, setCurrent] = useState<ProductReviewSectionId>()
  useEffect(() => {
    const sections = PRODUCT_REVIEW_SECTIONS.map((s) => document.getElementById(s.id)).filter((el) => el !== null)
    const update = () => {
      const line = window.innerHeight * 0.3
      let found: ProductReviewSectionId | undefined
      for (const el of sections) if (el.getBoundingClientRect().top <= line) found = el.id as ProductReviewSectionId
      // At the very bottom of the page the last section is the one being read.
      if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2) found = PRODUCT_REVIEW_SECTIONS.at(-1)!.id
      setCurrent(found)
    }
    let frame = 0
    const onScroll = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('resize', onScroll)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('resize', onScroll)
    }
  }, [])
  return current
}

/** Spec §2/§9: the sticky quick-navigation box of large screens, 400px tall, with Jump to Verdict. */
export function QuickNav({ sections }: Present) {
  const current = useCurrentSection()
  return (
    <nav
      aria-label="Quick navigation"
      data-testid="quick-nav"
      className="sticky top-24 flex h-[400px] flex-col rounded-xl border bg-white p-4 shadow-sm"
    >
      <p className="text-xs font-bold tracking-widest text-muted-foreground uppercase">On this page</p>
      <ol className="mt-2 -mr-2 min-h-0 flex-1 space-y-0.5 overflow-y-auto pr-2 text-sm">
        {sections.map((id) => (
          <li key={id}>
            <a
              href={`#${id}`}
              aria-current={current === id ? 'location' : undefined}
              className={cn(
                'block rounded-md border-l-2 border-transparent px-3 py-[3px] leading-5 text-slate-600 hover:bg-muted hover:text-primary',
                'aria-[current=location]:border-primary aria-[current=location]:bg-secondary/60 aria-[current=location]:font-semibold aria-[current=location]:text-primary',
              )}
            >
              {sectionLabel(id)}
            </a>
          </li>
        ))}
      </ol>
      <a href="#verdict" className={buttonVariants({ variant: 'outline', className: 'mt-3 w-full' })}>
        Jump to Verdict
        <ArrowDown aria-hidden />
      </a>
    </nav>
  )
}
