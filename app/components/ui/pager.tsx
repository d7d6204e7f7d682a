import type { ReactNode } from 'react'
import { Form, Link, useLocation } from 'react-router'
import { cn } from '~/lib/utils.ts'
import { buttonVariants } from './button.tsx'
import { ChevronLeft, ChevronRight } from './icons.tsx'

interface Props {
  page: number
  pageCount: number
  /** The link to page n; by default the current URL with its `page` parameter set. */
  hrefFor?: (n: number) => string
  /** The navigation's accessible name. */
  label?: string
  /** Keep the scroll position (a tab within a page) rather than go to the top. */
  preventScrollReset?: boolean
  /** Fields to post to each page instead of linking to it (a search near the browser's position: never in a URL). */
  post?: Record<string, string>
  className?: string
}

/** Previous · "Page n of m" · Next, as links, or forms with `post` (either works without JavaScript). Nothing for a single page. */
export function Pager({ page, pageCount, hrefFor, label = 'Pagination', preventScrollReset, post, className }: Props) {
  const { search } = useLocation()
  if (pageCount <= 1) return null
  const href = hrefFor ?? ((n: number) => withPage(search, n))
  const link = (n: number, name: string, children: ReactNode) =>
    n < 1 || n > pageCount ? (
      <span aria-disabled="true" className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'opacity-50')}>
        {children}
      </span>
    ) : post ? (
      <Form method="post" action={href(n)} preventScrollReset={preventScrollReset}>
        {Object.entries(post).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" aria-label={name} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          {children}
        </button>
      </Form>
    ) : (
      <Link to={href(n)} aria-label={name} preventScrollReset={preventScrollReset} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
        {children}
      </Link>
    )
  return (
    <nav aria-label={label} className={cn('flex items-center justify-center gap-2', className)}>
      {link(page - 1, 'Previous page', <><ChevronLeft aria-hidden /> Previous</>)}
      <span className="px-3 text-sm text-muted-foreground">
        Page {page} of {pageCount}
      </span>
      {link(page + 1, 'Next page', <>Next <ChevronRight aria-hidden /></>)}
    </nav>
  )
}

/** `search` with page n (page 1 is the bare URL's). */
export function withPage(search: string, n: number): string {
  const params = new URLSearchParams(search)
  if (n > 1) params.set('page', String(n))
  else params.delete('page')
  return `?${params}`
}
