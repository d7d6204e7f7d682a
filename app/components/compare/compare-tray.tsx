import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { Scale, Trash2, X } from '~/components/ui/icons.tsx'
import { Button, buttonVariants } from '../ui/button.tsx'
import { MAX_COMPARE } from './compare-store.ts'

/** What the tray shows of an entry: its name, and a picture when it has one. */
export interface TrayEntry {
  id: string
  name: string
  image?: string
}

/**
 * A bar along the bottom of the screen with the entries picked for comparison (products on the home
 * page, businesses in the directory), Clear, and Compare: a button (`onCompare`, a dialog) or a link
 * (`compareHref`, a page). Compare needs at least two.
 */
export function CompareTray({
  items,
  noun,
  onRemove,
  onClear,
  onCompare,
  compareHref,
}: {
  items: readonly TrayEntry[]
  /** "products", "businesses": in "Pick at least 2 …". */
  noun: string
  onRemove: (id: string) => void
  onClear: () => void
  onCompare?: () => void
  compareHref?: string
}) {
  const trayRef = useRef<HTMLElement>(null)
  const visible = items.length > 0
  // Pad the page by the tray's height so it never hides the end of the page (the footer).
  useEffect(() => {
    const tray = trayRef.current
    if (!visible || !tray) return
    const pad = () => (document.body.style.paddingBottom = `${tray.offsetHeight}px`)
    pad()
    const observer = new ResizeObserver(pad)
    observer.observe(tray)
    return () => {
      observer.disconnect()
      document.body.style.paddingBottom = ''
    }
  }, [visible])
  if (!visible) return null
  const tooFew = items.length < 2
  const label = (
    <>
      <Scale aria-hidden /> Compare
    </>
  )
  return (
    <section
      ref={trayRef}
      aria-label="Comparison tray"
      className="fixed inset-x-0 bottom-0 z-30 border-t bg-white/95 shadow-[0_-4px_16px_rgba(15,23,42,0.12)] backdrop-blur print:hidden"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:gap-3 sm:px-6">
        <div className="flex items-center justify-between gap-3 sm:contents">
          <p className="shrink-0 text-sm font-semibold text-navy">
            Compare ({items.length} of {MAX_COMPARE})
          </p>
          <div className="flex shrink-0 gap-2 sm:order-last">
            <Button size="sm" variant="ghost" onClick={onClear}>
              <Trash2 aria-hidden /> <span className="sr-only sm:not-sr-only">Clear</span>
            </Button>
            {compareHref && !tooFew ? (
              <Link to={compareHref} className={buttonVariants({ size: 'sm' })}>
                {label}
              </Link>
            ) : (
              <Button size="sm" onClick={onCompare} disabled={tooFew} title={tooFew ? `Pick at least 2 ${noun}` : undefined}>
                {label}
              </Button>
            )}
          </div>
        </div>
        <ul className="flex min-w-0 gap-2 overflow-x-auto sm:flex-1 sm:flex-wrap">
          {items.map((item) => (
            <li key={item.id} className="flex shrink-0 items-center gap-2 rounded-full border bg-muted py-1 pr-1 pl-1 text-sm">
              {item.image && <img src={item.image} alt="" width={28} height={21} className="h-6 w-8 rounded-full object-cover" />}
              <span className={item.image ? 'max-w-28 truncate font-medium sm:max-w-40' : 'max-w-28 truncate pl-2 font-medium sm:max-w-40'}>{item.name}</span>
              <button
                type="button"
                onClick={() => onRemove(item.id)}
                aria-label={`Remove ${item.name} from comparison`}
                className="grid size-6 place-items-center rounded-full text-muted-foreground hover:bg-white hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
              >
                <X className="size-4" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
