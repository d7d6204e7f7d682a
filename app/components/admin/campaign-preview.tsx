import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs.tsx'
import { TitledSection } from '~/components/ui/titled-section.tsx'

const WIDTHS = [
  { value: 'desktop', label: 'Desktop', width: 640 },
  { value: 'phone', label: 'Phone', width: 375 },
] as const

/**
 * The e-mail as it will look, at a desktop and a phone width. The HTML is shown in a sandboxed
 * frame (no scripts, no same-origin access): it is the message exactly as rendered for sending.
 */
export function CampaignPreview({ html }: { html: string }) {
  return (
    <TitledSection id="preview-heading" title="Preview" className="grid gap-3" size="lg">
      <Tabs defaultValue="desktop">
        <TabsList aria-label="Preview width">
          {WIDTHS.map((w) => (
            <TabsTrigger key={w.value} value={w.value}>
              {w.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {WIDTHS.map((w) => (
          <TabsContent key={w.value} value={w.value} forceMount className="data-[state=inactive]:hidden">
            <iframe
              title={`E-mail preview, ${w.label.toLowerCase()} width`}
              sandbox=""
              srcDoc={html}
              style={{ width: w.width, maxWidth: '100%' }}
              className="h-[560px] rounded-lg border bg-white"
            />
          </TabsContent>
        ))}
      </Tabs>
    </TitledSection>
  )
}
