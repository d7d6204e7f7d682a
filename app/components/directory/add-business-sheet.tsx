import { BusinessApplicationForm } from '../forms/business-application-form.tsx'
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '../ui/sheet.tsx'

/** A city page's "Add Your Business" panel: the application form, with the city filled in. */
export function AddBusinessSheet({
  open,
  onOpenChange,
  city,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  city: { slug: string; name: string }
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent>
        <SheetTitle className="pr-8 text-xl font-bold">Add Your Business</SheetTitle>
        <SheetDescription className="text-sm text-muted-foreground">Apply to be listed in the {city.name} directory.</SheetDescription>
        <BusinessApplicationForm city={city.slug} onDone={() => onOpenChange(false)} onCancel={() => onOpenChange(false)} />
      </SheetContent>
    </Sheet>
  )
}
