import { CompareCheckbox } from '../compare/business-compare.tsx'
import { SaveButton } from './save-button.tsx'

/** A business card's Add to Compare and Save. `saved`: null for a visitor (Save asks them to sign in). */
export function CardActions({ business, saved }: { business: { id: string; name: string }; saved: boolean | null }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 border-t pt-3">
      <CompareCheckbox business={business} describedBy={`b-${business.id}`} />
      <SaveButton businessId={business.id} businessName={business.name} saved={saved} />
    </div>
  )
}
