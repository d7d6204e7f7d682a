import { useState } from 'react'
import { CompareTray } from '../compare/compare-tray.tsx'
import { SideBySideTable } from '../ui/side-by-side-table.tsx'
import { Stars } from '../directory/stars.tsx'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog.tsx'

export interface ComparedProduct {
  id: string
  name: string
  category: string
  rating: number
  priceRange: string
  image: string
}

/** The home page's tray of top picks (the shared comparison tray) and its side-by-side dialog. */
export function ProductCompareTray({
  items,
  onRemove,
  onClear,
}: {
  items: readonly ComparedProduct[]
  onRemove: (id: string) => void
  onClear: () => void
}) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <CompareTray items={items} noun="products" onRemove={onRemove} onClear={onClear} onCompare={() => setOpen(true)} />
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
            columns={items.map((p) => ({ key: p.id, head: <ProductHead product={p} best={p.rating === best && items.length > 1} /> }))}
            rows={ROWS.map((row) => ({ label: row.label, cells: items.map((p) => row.cell(p)) }))}
          />
        </div>
      </DialogContent>
    </Dialog>
  )
}

function ProductHead({ product: p, best }: { product: ComparedProduct; best: boolean }) {
  return (
    <>
      <img src={p.image} alt="" width={400} height={300} className="mb-2 aspect-[4/3] w-full max-w-40 rounded-lg object-cover" />
      <span className="font-bold text-navy">{p.name}</span>
      {best && <span className="mt-1 block text-xs font-semibold text-accent">Highest rated</span>}
    </>
  )
}
