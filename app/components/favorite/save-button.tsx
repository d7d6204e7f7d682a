import { useFetcher, useLocation } from 'react-router'
import { Button } from '~/components/ui/button.tsx'
import type * as React from 'react'
import { Bookmark, X } from '~/components/ui/icons.tsx'
import { cn } from '~/lib/utils.ts'

/**
 * "Save": a toggle button (aria-pressed) that saves a business to the member's dashboard or takes
 * it off; once pressed it reads "Saved". `saved` null: a visitor, whom the action sends to sign in
 * and back to this page. A plain form underneath, so it works before the page's script runs; with
 * it, the press shows at once.
 */
export function SaveButton({ businessId, businessName, saved, size = 'sm', className }: {
  businessId: string
  businessName: string
  saved: boolean | null
  size?: 'sm' | 'default'
  className?: string
}) {
  const fetcher = useFetcher()
  const pending = fetcher.formData?.get('intent')
  const pressed = pending === 'save' ? true : pending === 'remove' ? false : saved === true
  return (
    <FavoriteForm fetcher={fetcher} businessId={businessId} intent={pressed ? 'remove' : 'save'} className={className}>
      <Button type="submit" variant="outline" size={size} aria-pressed={pressed} className="w-full">
        <Bookmark aria-hidden className={cn(pressed && 'fill-current text-primary')} />
        {pressed ? 'Saved' : 'Save'}<span className="sr-only"> {businessName}</span>
      </Button>
    </FavoriteForm>
  )
}

/** "Remove" in Saved businesses: takes the business off the member's list (the list then reloads without it). */
export function RemoveSavedButton({ businessId, businessName }: { businessId: string; businessName: string }) {
  const fetcher = useFetcher()
  return (
    <FavoriteForm fetcher={fetcher} businessId={businessId} intent="remove">
      <Button type="submit" variant="outline" size="sm" className="w-full" disabled={fetcher.state !== 'idle'}>
        <X aria-hidden />
        Remove<span className="sr-only"> {businessName}</span>
      </Button>
    </FavoriteForm>
  )
}

function FavoriteForm({ fetcher, businessId, intent, className, children }: {
  fetcher: ReturnType<typeof useFetcher>
  businessId: string
  intent: 'save' | 'remove'
  className?: string
  children: React.ReactNode
}) {
  const { pathname, search } = useLocation()
  return (
    <fetcher.Form method="post" action={`/businesses/${businessId}/favorite`} className={className}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="returnTo" value={pathname + search} />
      {children}
    </fetcher.Form>
  )
}
