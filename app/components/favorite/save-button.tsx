import { useFetcher, useLocation } from 'react-router'
import { Button } from '~/components/ui/button.tsx'
import { Bookmark } from '~/components/ui/icons.tsx'
import { cn } from '~/lib/utils.ts'

/**
 * "Save": a toggle button (aria-pressed) that saves a business to the member's dashboard or takes
 * it off. `saved` null: a visitor, whom the action sends to sign in and back to this page. A plain
 * form underneath, so it works before the page's script runs; with it, the press shows at once.
 */
export function SaveButton({ businessId, businessName, saved, size = 'sm', className }: {
  businessId: string
  businessName: string
  saved: boolean | null
  size?: 'sm' | 'default'
  className?: string
}) {
  const fetcher = useFetcher()
  const { pathname, search } = useLocation()
  const pending = fetcher.formData?.get('intent')
  const pressed = pending === 'save' ? true : pending === 'remove' ? false : saved === true
  return (
    <fetcher.Form method="post" action={`/businesses/${businessId}/favorite`} className={className}>
      <input type="hidden" name="intent" value={pressed ? 'remove' : 'save'} />
      <input type="hidden" name="returnTo" value={pathname + search} />
      <Button type="submit" variant="outline" size={size} aria-pressed={pressed} className="w-full">
        <Bookmark aria-hidden className={cn(pressed && 'fill-current text-primary')} />
        Save<span className="sr-only"> {businessName}</span>
      </Button>
    </fetcher.Form>
  )
}
