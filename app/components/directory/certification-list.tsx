import { cn } from '~/lib/utils.ts'

/** A business's certifications as a list, or "No certifications listed." (the details dialog and the business page). */
export function CertificationList({ certifications, className }: { certifications: string[]; className?: string }) {
  if (certifications.length === 0) return <p className={cn('text-sm text-muted-foreground', className)}>No certifications listed.</p>
  return (
    <ul className={cn('list-disc space-y-1 pl-5 text-sm text-slate-700', className)}>
      {certifications.map((c) => (
        <li key={c}>{c}</li>
      ))}
    </ul>
  )
}
