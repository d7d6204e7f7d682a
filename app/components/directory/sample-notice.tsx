import { CircleAlert } from '~/components/ui/icons.tsx'

/** What directory pages say while their businesses are the seed's samples. */
export const SAMPLE_NOTICE_TEXT = 'Sample listings for demonstration'

/** A small, honest line on directory pages while the businesses are samples (the admin's Settings tab turns it off). */
export function SampleNotice({ show, className }: { show: boolean; className?: string }) {
  if (!show) return null
  return (
    <p role="note" className={`inline-flex items-center gap-1.5 rounded-full border border-amber-200 bg-amber-50 px-3 py-1 text-xs font-medium text-amber-900 ${className ?? ''}`}>
      <CircleAlert className="size-3.5 shrink-0" aria-hidden />
      {SAMPLE_NOTICE_TEXT}
    </p>
  )
}
