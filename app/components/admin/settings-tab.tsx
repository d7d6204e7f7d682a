import { Form } from 'react-router'
import { Button } from '~/components/ui/button.tsx'
import { SAMPLE_NOTICE_TEXT } from '~/components/directory/sample-notice.tsx'

/** Settings tab: whether directory pages say their businesses are samples (audited). */
export function SettingsTab({ sampleNotice }: { sampleNotice: boolean }) {
  return (
    <section aria-labelledby="settings-heading" className="grid grid-cols-1 gap-4">
      <div>
        <h2 id="settings-heading" className="text-xl font-bold text-navy">Settings</h2>
        <p className="text-sm text-muted-foreground">Changes are recorded in the activity log.</p>
      </div>
      <div className="rounded-xl border bg-white p-5 shadow-sm">
        <h3 className="font-semibold text-navy">Sample listings notice</h3>
        <p className="mt-1 text-sm text-muted-foreground">
          Directory pages show “{SAMPLE_NOTICE_TEXT}” while the listings are the seed’s samples. Turn it off once your own listings are in.
        </p>
        <p className="mt-3 text-sm" data-testid="sample-notice-state">
          The notice is <strong>{sampleNotice ? 'shown' : 'hidden'}</strong>.
        </p>
        <Form method="post" action="/admin/settings" className="mt-3">
          <input type="hidden" name="sampleNotice" value={sampleNotice ? 'off' : 'on'} />
          <Button type="submit" variant="outline">
            {sampleNotice ? 'Hide the notice' : 'Show the notice'}
          </Button>
        </Form>
      </div>
    </section>
  )
}
