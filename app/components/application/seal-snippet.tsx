import { useState } from 'react'
import { Button } from '~/components/ui/button.tsx'
import { sealSnippet } from '~/domain/award/model.ts'


/** The seal snippet in a read-only box with a Copy button (the box stays selectable without JavaScript). */
export function SealSnippet({ origin, code, badgeName }: { origin: string; code: string; badgeName: string }) {
  const html = sealSnippet(origin, code, badgeName)
  const [copied, setCopied] = useState(false)
  const id = `seal-${code}`
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        Seal for your website
      </label>
      <textarea id={id} readOnly rows={2} value={html} className="w-full rounded-md border bg-muted/40 p-2 font-mono text-xs" onFocus={(e) => e.currentTarget.select()} />
      <div className="flex items-center gap-3">
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => void navigator.clipboard?.writeText(html).then(() => setCopied(true), () => setCopied(false))}
        >
          Copy
        </Button>
        <span role="status" className="text-sm text-muted-foreground">
          {copied ? 'Copied' : ''}
        </span>
      </div>
    </div>
  )
}
