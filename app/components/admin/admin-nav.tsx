import { Link } from 'react-router'
import { ADMIN_GROUPS, type AdminSection } from '~/domain/admin/admin-sections.ts'
import { cn } from '~/lib/utils.ts'

interface Item {
  key: string
  label: string
  tab: AdminSection
  current: boolean
}

/**
 * The admin area's navigation: its groups on one row, the open group's sections on the next. Each
 * is a link (`?tab=…`, so it works before the page's script has loaded and in a new tab); the open
 * group and section say so (aria-current). Both rows wrap, so they fit from a phone to a desktop.
 */
export function AdminNav({ section }: { section: AdminSection }) {
  const open = ADMIN_GROUPS.find((g) => g.sections.some((s) => s.value === section)) ?? ADMIN_GROUPS[0]
  return (
    <nav aria-label="Admin sections" className="grid gap-2">
      <LinkRow
        label="Groups"
        current="true"
        className="w-fit max-w-full rounded-lg bg-muted p-1"
        active="bg-background text-foreground shadow-sm"
        idle="text-muted-foreground hover:text-foreground"
        items={ADMIN_GROUPS.map((g) => ({ key: g.label, label: g.label, tab: g.sections[0].value, current: g === open }))}
      />
      <LinkRow
        label={`${open.label} sections`}
        current="page"
        className="border-b pb-2"
        active="bg-primary/10 text-primary"
        idle="text-muted-foreground hover:bg-muted hover:text-foreground"
        items={open.sections.map((s) => ({ key: s.value, label: s.label, tab: s.value, current: s.value === section }))}
      />
    </nav>
  )
}

function LinkRow({ label, items, current, className, active, idle }: { label: string; items: Item[]; current: 'true' | 'page'; className: string; active: string; idle: string }) {
  return (
    <ul aria-label={label} className={cn('flex flex-wrap gap-1', className)}>
      {items.map((item) => (
        <li key={item.key}>
          <Link
            to={`?tab=${item.tab}`}
            preventScrollReset
            aria-current={item.current ? current : undefined}
            className={cn(
              'inline-flex items-center rounded-md px-3 py-1.5 text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60',
              item.current ? active : idle,
            )}
          >
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  )
}
