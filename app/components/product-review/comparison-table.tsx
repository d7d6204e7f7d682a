import type { Alternative, Comparison, ComparisonValue } from '~/content/product-review.ts'
import { cn } from '~/lib/utils.ts'
import { SideBySideTable } from '../ui/side-by-side-table.tsx'

/** A cell: ✓ / ✗ for yes/no (with words for screen readers), a dash when the value is missing. */
function Cell({ value }: { value: ComparisonValue | undefined }) {
  if (value === undefined) {
    return (
      <>
        <span aria-hidden className="text-slate-400">
          —
        </span>
        <span className="sr-only">Not available</span>
      </>
    )
  }
  if (typeof value === 'boolean') {
    return (
      <>
        <span
          aria-hidden
          data-value={value}
          className={cn(
            'inline-grid size-6 place-items-center rounded-full text-sm font-bold',
            value ? 'bg-emerald-100 text-emerald-700' : 'bg-red-100 text-red-700',
          )}
        >
          {value ? '✓' : '✗'}
        </span>
        <span className="sr-only">{value ? 'Yes' : 'No'}</span>
      </>
    )
  }
  return <>{value}</>
}

export function ComparisonTable({
  productName,
  comparisons,
  alternatives,
}: {
  productName: string
  comparisons: Comparison[]
  alternatives: [Alternative, Alternative]
}) {
  return (
    <>
      <p className="mb-2 text-sm text-muted-foreground sm:hidden">Swipe the table sideways to see all three alarms.</p>
      <div
        role="region"
        aria-labelledby="comparison-caption"
        tabIndex={0}
        className="relative overflow-x-auto rounded-xl border bg-white shadow-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
      >
        <SideBySideTable
          className="min-w-[34rem]"
          caption={`${productName} compared with ${alternatives[0].name} and ${alternatives[1].name}`}
          captionId="comparison-caption"
          corner="Feature"
          columns={[
            { key: 'this', head: productName, highlight: true },
            ...alternatives.map((a) => ({
              key: a.id,
              head: (
                <a href={`#related-${a.id}`} className="hover:underline">
                  {a.name}
                </a>
              ),
            })),
          ]}
          rows={comparisons.map((c) => ({
            label: c.feature,
            cells: [c.thisProduct, c.alternative1, c.alternative2].map((value, i) => <Cell key={i} value={value} />),
          }))}
        />
      </div>
    </>
  )
}
