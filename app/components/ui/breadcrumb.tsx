import { Link } from 'react-router'
import { cn } from '~/lib/utils.ts'

/** A trail of links to the pages above this one (an item without `to` is text; `current` marks this page). */
export function Breadcrumb({ items, tone = 'light' }: { items: { label: string; to?: string; current?: boolean }[]; tone?: 'light' | 'dark' }) {
  return (
    <nav aria-label="Breadcrumb" className={cn('text-sm', tone === 'light' ? 'text-muted-foreground' : 'text-blue-100')}>
      <ol className="flex flex-wrap items-center gap-1.5">
        {items.map((item, i) => (
          <li key={`${i}${item.label}`} className="flex items-center gap-1.5">
            {i > 0 && <span aria-hidden>/</span>}
            {item.to ? (
              <Link to={item.to} className={cn('hover:underline', tone === 'light' ? 'hover:text-primary' : 'hover:text-white')}>
                {item.label}
              </Link>
            ) : (
              <span aria-current={item.current ? 'page' : undefined}>{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
