import { lazyDialog } from '../ui/lazy-dialog.tsx'

/** The business details dialog, loaded the first time a visitor opens one (see lazy-dialog.tsx). */
export const LazyBusinessDetailsDialog = lazyDialog(
  () => import('./business-details-dialog.tsx').then((m) => m.BusinessDetailsDialog),
  (props) => props.business !== null,
)
