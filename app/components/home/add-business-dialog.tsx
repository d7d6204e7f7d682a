import { BusinessSubmissionForm } from '../forms/business-submission-form.tsx'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog.tsx'

/** The home page's "Add Your Business" dialog: the submission form. */
export function AddBusinessDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width="lg">
        <DialogHeader>
          <DialogTitle>Add Your Business</DialogTitle>
          <DialogDescription>Tell us about your business. Fields without “optional” are required.</DialogDescription>
        </DialogHeader>
        <BusinessSubmissionForm onDone={() => onOpenChange(false)} onCancel={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  )
}
