import { LogOut } from '~/components/ui/icons.tsx'
import { Form } from 'react-router'
import { Button } from '~/components/ui/button.tsx'

/** The admin area's title bar; signing out here returns to /admin-login (spec §2). */
export function AdminHeader({ title, email }: { title: string; email: string }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight text-navy">{title}</h1>
        <p className="text-sm text-muted-foreground">Signed in as {email}</p>
      </div>
      <Form method="post" action="/logout">
        <input type="hidden" name="redirectTo" value="/admin-login" />
        <Button type="submit" variant="outline">
          <LogOut aria-hidden /> Sign Out
        </Button>
      </Form>
    </div>
  )
}
