import { Check, Copy } from '~/components/ui/icons.tsx'
import { useState } from 'react'
import { useSupportEmail } from '../static-page.tsx'
import { NominationForm } from '../forms/nomination-form.tsx'
import { Button } from '../ui/button.tsx'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog.tsx'
import { toast } from '../ui/toast.tsx'

/** The hero's "Nominate a Business" dialog: the support address to copy, or the nomination form. */
export function NominateDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [copied, setCopied] = useState(false)
  const email = useSupportEmail()
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(email)
    } catch {
      // Clipboard can be blocked (permissions, http); the address is on screen to copy by hand.
    }
    setCopied(true)
    toast.success('Email Copied', { description: email })
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Nominate a Business</DialogTitle>
          <DialogDescription>Know a business that takes safety seriously? E-mail us or tell us here and we’ll take a look.</DialogDescription>
        </DialogHeader>
        <div className="flex items-center justify-between gap-2 rounded-lg border bg-muted px-3 py-2">
          <span className="truncate font-mono text-sm" data-testid="nomination-email">
            {email}
          </span>
          <Button type="button" size="sm" variant="outline" onClick={copy} aria-label="Copy email address">
            {copied ? <Check aria-hidden /> : <Copy aria-hidden />} {copied ? 'Copied' : 'Copy'}
          </Button>
        </div>
        <NominationForm onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  )
}
