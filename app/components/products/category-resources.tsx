import { BookOpen, ClipboardCheck, Printer } from '~/components/ui/icons.tsx'
import { useState } from 'react'
import { MarkdownBody } from '../content/markdown-body.tsx'
import { Button } from '../ui/button.tsx'
import { Checkbox } from '../ui/checkbox.tsx'
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '../ui/dialog.tsx'

/** A category's buyer's guide: its summary and the owner's Markdown, rendered on the server. */
export interface BuyersGuide {
  summary: string
  html: string
}
/** A category's checklist: its summary and items. */
export interface SafetyChecklist {
  summary: string
  items: string[]
}

/**
 * The Buyer's Guide card's button and the guide it opens: the one component that renders a
 * category's guide (a gate such as Premium's wraps it).
 */
export function BuyersGuideDialog({ categoryName, guide }: { categoryName: string; guide: BuyersGuide }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>
          <BookOpen aria-hidden /> Read the Buyer&apos;s Guide
        </Button>
      </DialogTrigger>
      <DialogContent width="xl">
        <DialogHeader>
          <DialogTitle className="text-navy">{categoryName} Buyer&apos;s Guide</DialogTitle>
          <DialogDescription>{guide.summary}</DialogDescription>
        </DialogHeader>
        <MarkdownBody html={guide.html} className="prose-safest" />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

/*
 * While the checklist is open, printing shows only the checklist: everything else in <body> (the page,
 * the dialog overlay) is hidden and the dialog is laid out as plain, full-width content.
 */
const PRINT_CSS = `@media print {
  html, body { height: auto !important; overflow: visible !important; background: #fff !important; }
  body > *:not([data-print-root]) { display: none !important; }
  [data-print-root] { position: static !important; inset: auto !important; transform: none !important; translate: none !important; width: auto !important;
    max-width: none !important; max-height: none !important; overflow: visible !important; border: 0 !important;
    box-shadow: none !important; padding: 0 !important; }
  [data-print-hide], [data-print-root] > button { display: none !important; }
  [data-print-root] li { break-inside: avoid; }
}`

/** The Safety Checklist card's button and the printable checklist it opens. */
export function SafetyChecklistDialog({ categoryName, checklist }: { categoryName: string; checklist: SafetyChecklist }) {
  const [done, setDone] = useState<ReadonlySet<number>>(new Set())
  const toggle = (i: number, checked: boolean) =>
    setDone((d) => {
      const next = new Set(d)
      if (checked) next.add(i)
      else next.delete(i)
      return next
    })
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>
          <ClipboardCheck aria-hidden /> Open the Checklist
        </Button>
      </DialogTrigger>
      <DialogContent width="xl" data-print-root="">
        <style>{PRINT_CSS}</style>
        <DialogHeader>
          <p className="hidden text-sm font-semibold text-primary print:block">Safest · safety checklist</p>
          <DialogTitle className="text-navy">{categoryName} Checklist</DialogTitle>
          <DialogDescription>{checklist.summary}</DialogDescription>
        </DialogHeader>
        <p className="text-sm font-medium text-muted-foreground" aria-live="polite" data-print-hide="">
          {done.size} of {checklist.items.length} done
        </p>
        <ol className="divide-y rounded-lg border">
          {checklist.items.map((item, i) => (
            <li key={item}>
              <label className="flex cursor-pointer items-start gap-3 px-4 py-3 text-slate-800 hover:bg-muted/60">
                <Checkbox large className="mt-0.5" checked={done.has(i)} onChange={(e) => toggle(i, e.target.checked)} />
                <span className={done.has(i) ? 'text-muted-foreground line-through print:no-underline' : undefined}>{item}</span>
              </label>
            </li>
          ))}
        </ol>
        <DialogFooter data-print-hide="">
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
          <Button onClick={() => window.print()}>
            <Printer aria-hidden /> Print
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
