import type { Alternative, Comparison, ComparisonValue } from '~/content/review.ts'
import { cn } from '~/lib/utils.ts'

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
        <table className="w-full min-w-[34rem] border-collapse text-left text-sm">
          <caption id="comparison-caption" className="sr-only">
            {productName} compared with {alternatives[0].name} and {alternatives[1].name}
          </caption>
          <thead>
            <tr className="border-b bg-muted/60">
              <th scope="col" className="sticky left-0 bg-slate-50 px-4 py-3 font-semibold text-slate-600">
                Feature
              </th>
              <th scope="col" className="bg-secondary/70 px-4 py-3 font-bold text-navy">
                {productName}
              </th>
              {alternatives.map((a) => (
                <th key={a.id} scope="col" className="px-4 py-3 font-semibold text-navy">
                  <a href={`#related-${a.id}`} className="hover:underline">
                    {a.name}
                  </a>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {comparisons.map((c) => (
              <tr key={c.feature} className="border-b last:border-b-0">
                <th scope="row" className="sticky left-0 bg-white px-4 py-3 font-medium text-slate-700">
                  {c.feature}
                </th>
                <td className="bg-secondary/30 px-4 py-3 font-medium text-navy">
                  <Cell value={c.thisProduct} />
                </td>
                <td className="px-4 py-3 text-slate-700">
                  <Cell value={c.alternative1} />
                </td>
                <td className="px-4 py-3 text-slate-700">
                  <Cell value={c.alternative2} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
