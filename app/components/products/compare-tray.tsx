import { useState } from 'react'
import { CompareTray } from '../compare/compare-tray.tsx'
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
          <table className="w-full min-w-[28rem] border-collapse text-left text-sm">
            <caption className="sr-only">Comparison of {items.map((p) => p.name).join(', ')}</caption>
            <thead>
              <tr>
                <th scope="col" className="w-24 p-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                  Product
                </th>
                {items.map((p) => (
                  <th key={p.id} scope="col" className="p-2 align-top">
                    <img src={p.image} alt="" width={400} height={300} className="mb-2 aspect-[4/3] w-full max-w-40 rounded-lg object-cover" />
                    <span className="font-bold text-navy">{p.name}</span>
                    {p.rating === best && items.length > 1 && (
                      <span className="mt-1 block text-xs font-semibold text-accent">Highest rated</span>
                    )}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {ROWS.map((row) => (
                <tr key={row.label} className="border-t">
                  <th scope="row" className="p-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                    {row.label}
                  </th>
                  {items.map((p) => (
                    <td key={p.id} className="p-2">
                      {row.cell(p)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </DialogContent>
    </Dialog>
  )
}
