import { Scale, Trash2, X } from '~/components/ui/icons.tsx'
import { useEffect, useRef, useState } from 'react'
import { Stars } from '../directory/stars.tsx'
import { Button } from '../ui/button.tsx'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog.tsx'
import { SideBySideTable } from '../ui/side-by-side-table.tsx'
import { MAX_COMPARE } from './compare-store.ts'

export interface ComparedProduct {
  id: string
  name: string
  category: string
  rating: number
  priceRange: string
  image: string
}

/** A bar along the bottom of the screen with the products picked for comparison, Compare and Clear. */
export function CompareTray({
  items,
  onRemove,
  onClear,
}: {
  items: readonly ComparedProduct[]
  onRemove: (id: string) => void
  onClear: () => void
}) {
  const [open, setOpen] = useState(false)
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
  return (
    <>
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
              <Button size="sm" onClick={() => setOpen(true)} disabled={items.length < 2} title={items.length < 2 ? 'Pick at least 2 products' : undefined}>
                <Scale aria-hidden /> Compare
              </Button>
            </div>
          </div>
          <ul className="flex min-w-0 gap-2 overflow-x-auto sm:flex-1 sm:flex-wrap">
            {items.map((item) => (
              <li key={item.id} className="flex shrink-0 items-center gap-2 rounded-full border bg-muted py-1 pr-1 pl-1 text-sm">
                <img src={item.image} alt="" width={28} height={21} className="h-6 w-8 rounded-full object-cover" />
                <span className="max-w-28 truncate font-medium sm:max-w-40">{item.name}</span>
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
      <CompareDialog items={items} open={open && items.length > 0} onOpenChange={setOpen} />
    </>
  )
}

const ROWS: { label: string; cell: (p: ComparedProduct) => React.ReactNode }[] = [
  { label: 'Category', cell: (p) => p.category },
  {
    label: 'Rating',
    cell: (p) => (
      <span className="inline-flex flex-wrap items-center gap-2">
        <Stars rating={p.rating} /> {p.rating.toFixed(1)}
      </span>
    ),
  },
  { label: 'Price', cell: (p) => <span className="font-semibold text-navy">{p.priceRange}</span> },
]

function CompareDialog({ items, open, onOpenChange }: { items: readonly ComparedProduct[]; open: boolean; onOpenChange: (open: boolean) => void }) {
  const best = Math.max(...items.map((p) => p.rating))
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width="2xl">
        <DialogHeader>
          <DialogTitle className="text-navy">Compare Top Picks</DialogTitle>
          <DialogDescription>Side by side: category, rating and price.</DialogDescription>
        </DialogHeader>
        <div className="overflow-x-auto">
          <SideBySideTable
            className="min-w-[28rem]"
            caption={`Comparison of ${items.map((p) => p.name).join(', ')}`}
            corner="Product"
            columns={items.map((p) => ({
              key: p.id,
              head: (
                <>
                  <img src={p.image} alt="" width={400} height={300} className="mb-2 aspect-[4/3] w-full max-w-40 rounded-lg object-cover" />
                  <span className="font-bold text-navy">{p.name}</span>
                  {p.rating === best && items.length > 1 && <span className="mt-1 block text-xs font-semibold text-accent">Highest rated</span>}
                </>
              ),
            }))}
            rows={ROWS.map((row) => ({ label: row.label, cells: items.map((p) => row.cell(p)) }))}
          />
        </div>
      </DialogContent>
    </Dialog>
  )
}
