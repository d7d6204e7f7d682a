import { Download } from '~/components/ui/icons.tsx'
import { Button, buttonVariants } from '~/components/ui/button.tsx'
import { toast } from '~/components/ui/toast.tsx'
import { CSV_MESSAGES, EXPORT_FILE_NAME, EXPORT_PATH } from '~/domain/business/businesses-csv.ts'

/**
 * Export CSV (spec §5): downloads every business as business_listings.csv. `total` is the number
 * of businesses; with none there is nothing to download, so it says so instead (spec §8).
 */
export function ExportBusinessesButton({ total }: { total: number }) {
  if (total === 0) {
    return (
      <Button type="button" variant="outline" onClick={() => toast.error(CSV_MESSAGES.noData.title, { description: CSV_MESSAGES.noData.description })}>
        <Download aria-hidden />
        Export CSV
      </Button>
    )
  }
  return (
    // A plain link: the browser downloads the streamed file itself (no client-side routing).
    <a href={EXPORT_PATH} download={EXPORT_FILE_NAME} className={buttonVariants({ variant: 'outline' })}>
      <Download aria-hidden />
      Export CSV
    </a>
  )
}
