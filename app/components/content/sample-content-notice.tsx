import { CircleAlert } from '~/components/ui/icons.tsx'

/** What a guide or review seeded with the site says until the owner edits it. */
export const SAMPLE_CONTENT_TEXT = 'Sample content for demonstration'

/** A small, honest line on seeded content the owner has not yet saved. */
export function SampleContentNotice({ className }: { className?: string }) {
  return (
    <p role="note" className={`inline-flex items-center gap-1.5 rounded-full border border-amber-200 bg-amber-50 px-3 py-1 text-xs font-medium text-amber-900 ${className ?? ''}`}>
      <CircleAlert className="size-3.5 shrink-0" aria-hidden />
      {SAMPLE_CONTENT_TEXT}
    </p>
  )
}
