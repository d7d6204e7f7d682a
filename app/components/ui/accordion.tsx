import { ChevronDown } from '~/components/ui/icons.tsx'
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react'
import { cn } from '~/lib/utils.ts'

export interface AccordionItem {
  id: string
  title: ReactNode
  content: ReactNode
}

/**
 * A single-open, collapsible accordion (WAI-ARIA accordion pattern): each title is a button in a
 * heading that shows its panel; opening one closes the other; Arrow keys, Home and End move
 * between titles. Closed panels stay in the HTML, hidden (search engines, find-in-page).
 * Hand-written rather than Radix's: the review page is the only user, and this keeps Radix's
 * 6 KB out of that page's JavaScript (each page's budget is 120 KB).
 */
export function Accordion({ items, className, titleClassName, contentClassName }: { items: AccordionItem[]; className?: string; titleClassName?: string; contentClassName?: string }) {
  const [open, setOpen] = useState<string | null>(null)
  const baseId = useId()

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const titles = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[data-accordion-title]')]
    const index = titles.indexOf(document.activeElement as HTMLButtonElement)
    if (index < 0) return
    const last = titles.length - 1
    const next = { ArrowDown: index === last ? 0 : index + 1, ArrowUp: index === 0 ? last : index - 1, Home: 0, End: last }[event.key]
    if (next === undefined) return
    event.preventDefault()
    titles[next]!.focus()
  }

  return (
    <div className={className} onKeyDown={moveFocus}>
      {items.map((item, i) => {
        const isOpen = open === item.id
        const titleId = `${baseId}-title-${i}`
        const panelId = `${baseId}-panel-${i}`
        return (
          <div key={item.id} data-state={isOpen ? 'open' : 'closed'} className="border-b last:border-b-0">
            <h3 className="flex">
              <button
                type="button"
                id={titleId}
                data-accordion-title=""
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpen(isOpen ? null : item.id)}
                className={cn(
                  'flex flex-1 items-center justify-between gap-4 rounded-md py-4 text-left font-semibold outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60',
                  titleClassName,
                )}
              >
                {item.title}
                <ChevronDown aria-hidden className={cn('size-4 shrink-0 text-muted-foreground transition-transform', isOpen && 'rotate-180')} />
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={titleId} hidden={!isOpen} className="overflow-hidden text-sm">
              <div className={cn('pb-4', contentClassName)}>{item.content}</div>
            </div>
          </div>
        )
      })}
    </div>
  )
}
