import { useEffect } from 'react'
import { data, Form, useActionData, useNavigation, useRouteLoaderData } from 'react-router'
import type { loader as rootLoader } from '~/root.tsx'
import { TextField } from '~/components/forms/field.tsx'
import { Button } from '~/components/ui/button.tsx'
import { toast } from '~/components/ui/toast.tsx'
import { changeEmailSchema, changePasswordSchema, parseForm, profileSchema } from '~/domain/accounts/account-schemas.ts'
import { checkCurrentPassword, recordWrongCurrentPassword, retryAfterHeaders } from '~/domain/accounts/auth-rate-limit.server.ts'
import { requireUser } from '~/domain/accounts/session.server.ts'
import { confirmTwoFactorSetup, disableTwoFactor, startTwoFactorSetup } from '~/domain/accounts/two-factor.server.ts'
import { updateEmail, updateName, updatePassword } from '~/domain/accounts/update-account.server.ts'
import { database } from '~/lib/db.server.ts'
import { redirectWithToast } from '~/lib/toast.server.ts'
import type { loader as dashboardLoader } from './dashboard.tsx'
import type { Route } from './+types/dashboard.profile'

export const meta = () => [{ title: 'Profile | Dashboard | Safest' }]

const INTENTS = ['name', 'email', 'password', 'two-factor-start', 'two-factor-confirm', 'two-factor-off'] as const
type Intent = (typeof INTENTS)[number]
const PASSWORD_CHANGED = 'Your password was changed.'
const TWO_FACTOR_ON = 'Two-factor sign-in is on.'
const TWO_FACTOR_OFF = 'Two-factor sign-in is off.'
interface TwoFactorSetup {
  totpURI: string
  secret: string
  backupCodes: string[]
}
type Result = { intent: Intent; errors: Record<string, string>; saved?: string; setup?: TwoFactorSetup }

export async function action({ request, url }: Route.ActionArgs) {
  const db = await database()
  const user = await requireUser(db, request, url)
  const fields = Object.fromEntries([...(await request.formData().catch(() => new FormData())).entries()].filter(([, v]) => typeof v === 'string'))
  const intent = INTENTS.find((i) => i === fields.intent)
  if (!intent) return data<Result>({ intent: 'name', errors: { form: 'Unknown form' } }, { status: 400 })

  if (intent === 'name') {
    const parsed = parseForm(profileSchema, fields)
    if (!parsed.ok) return data<Result>({ intent, errors: parsed.errors }, { status: 422 })
    await updateName(db, user.id, parsed.value.name)
    return { intent, errors: {}, saved: 'Your name was updated.' } satisfies Result
  }
  if (intent === 'two-factor-confirm') {
    // A code from the app proves the setup; the session is renewed (redirect with its cookie).
    const confirmed = await confirmTwoFactorSetup(db, request, String(fields.code ?? '').replace(/\s+/g, ''))
    if (!confirmed.ok) return data<Result>({ intent, errors: { code: 'That code is not right. Check the time on your phone and try again.' } }, { status: 400 })
    throw await redirectWithToast('/dashboard/profile', { type: 'success', title: 'Saved', description: TWO_FACTOR_ON }, confirmed.headers)
  }
  // The current-password check (e-mail, password and two-factor changes) is rate limited per member.
  const limit = await checkCurrentPassword(db, user.id)
  if (!limit.allowed) return data<Result>({ intent, errors: { currentPassword: limit.message } }, { status: 429, headers: retryAfterHeaders(limit) })
  if (intent === 'email') {
    const parsed = parseForm(changeEmailSchema, fields)
    if (!parsed.ok) return data<Result>({ intent, errors: parsed.errors }, { status: 422 })
    const result = await updateEmail(db, user.id, parsed.value.email, parsed.value.currentPassword)
    if (result === 'wrong-password') {
      await recordWrongCurrentPassword(db, user.id)
      return data<Result>({ intent, errors: { currentPassword: 'Your current password is not correct.' } }, { status: 400 })
    }
    if (result === 'taken') {
      return data<Result>({ intent, errors: { email: 'This e-mail cannot be used for your account. Please choose another.' } }, { status: 409 })
    }
    // Nothing changes until the link sent to the new address is opened (issue 10 item 5).
    const saved = result === 'pending'
      ? `We sent a confirmation link to ${parsed.value.email}. Your sign-in e-mail changes when you open it.`
      : 'That is already your e-mail.'
    return { intent, errors: {}, saved } satisfies Result
  }
  if (intent === 'two-factor-start' || intent === 'two-factor-off') {
    const password = String(fields.currentPassword ?? '')
    if (password === '') return data<Result>({ intent, errors: { currentPassword: 'Enter your current password.' } }, { status: 422 })
    if (intent === 'two-factor-start') {
      const setup = await startTwoFactorSetup(db, request, password)
      if (setup.ok) return { intent, errors: {}, setup: { totpURI: setup.totpURI, secret: setup.secret, backupCodes: setup.backupCodes } } satisfies Result
    } else {
      const off = await disableTwoFactor(db, request, password)
      if (off.ok) throw await redirectWithToast('/dashboard/profile', { type: 'success', title: 'Saved', description: TWO_FACTOR_OFF }, off.headers)
    }
    await recordWrongCurrentPassword(db, user.id)
    return data<Result>({ intent, errors: { currentPassword: 'Your current password is not correct.' } }, { status: 400 })
  }
  const parsed = parseForm(changePasswordSchema, fields)
  if (!parsed.ok) return data<Result>({ intent, errors: parsed.errors }, { status: 422 })
  const changed = await updatePassword(db, request, parsed.value.currentPassword, parsed.value.newPassword)
  if (!changed.ok) await recordWrongCurrentPassword(db, user.id)
  if (!changed.ok) return data<Result>({ intent, errors: { currentPassword: 'Your current password is not correct.' } }, { status: 400 })
  // Other sessions end and this device gets a new one: redirect (with its cookie) so the page that
  // follows is read with it, also without JavaScript, and says so (PASSWORD_CHANGED, shown inline).
  throw await redirectWithToast('/dashboard/profile', { type: 'success', title: 'Saved', description: PASSWORD_CHANGED }, changed.headers)
}

export default function Profile() {
  const user = useRouteLoaderData<typeof dashboardLoader>('routes/dashboard')?.user
  const result = useActionData<Result>()
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null
  const errors = (intent: Intent) => (result?.intent === intent ? result.errors : {})
  // Shown in the page too (not only as a toast): the forms work without JavaScript.
  const saved = (intent: Intent) => (result?.intent === intent ? result.saved : undefined)
  const flash = useRouteLoaderData<typeof rootLoader>('root')?.flash
  const passwordChanged = flash?.description === PASSWORD_CHANGED ? PASSWORD_CHANGED : undefined
  const twoFactorSaved = flash?.description === TWO_FACTOR_ON || flash?.description === TWO_FACTOR_OFF ? flash.description : undefined
  const setup = result?.intent === 'two-factor-start' ? result.setup : undefined
  const confirming = setup !== undefined || result?.intent === 'two-factor-confirm'

  useEffect(() => {
    if (result?.saved) toast.success('Saved', { description: result.saved })
  }, [result])

  if (!user) return null
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-navy">Profile</h1>
      <ProfileCard title="Name">
        <Form method="post" noValidate className="grid gap-4 sm:max-w-md">
          <input type="hidden" name="intent" value="name" />
          <TextField label="Name" name="name" defaultValue={user.name} autoComplete="name" error={errors('name').name} />
          <Button type="submit" className="justify-self-start" disabled={busy === 'name'}>
            Save name
          </Button>
          <Saved message={saved('name')} />
        </Form>
      </ProfileCard>
      <ProfileCard title="E-mail">
        <Form method="post" noValidate className="grid gap-4 sm:max-w-md">
          <input type="hidden" name="intent" value="email" />
          <TextField label="Email" name="email" type="email" defaultValue={user.email} autoComplete="email" error={errors('email').email} />
          <TextField
            label="Current password"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            error={errors('email').currentPassword}
          />
          <Button type="submit" className="justify-self-start" disabled={busy === 'email'}>
            Save e-mail
          </Button>
          <Saved message={saved('email')} />
        </Form>
      </ProfileCard>
      <ProfileCard title="Password">
        <Form method="post" noValidate className="grid gap-4 sm:max-w-md" key={result?.intent === 'password' && result.saved ? 'done' : 'form'}>
          <input type="hidden" name="intent" value="password" />
          <TextField label="Current password" name="currentPassword" type="password" autoComplete="current-password" error={errors('password').currentPassword} />
          <TextField label="New password" name="newPassword" type="password" autoComplete="new-password" error={errors('password').newPassword} />
          <TextField
            label="Confirm new password"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            error={errors('password').confirmPassword}
          />
          <Button type="submit" className="justify-self-start" disabled={busy === 'password'}>
            Change password
          </Button>
          <Saved message={passwordChanged} />
        </Form>
      </ProfileCard>
      <ProfileCard title="Two-factor sign-in">
        {user.twoFactorEnabled ? (
          <Form method="post" noValidate className="grid gap-4 sm:max-w-md">
            <input type="hidden" name="intent" value="two-factor-off" />
            <p className="text-sm text-muted-foreground">On: signing in asks for a code from your authenticator app (or a recovery code).</p>
            <TextField label="Current password" name="currentPassword" type="password" autoComplete="current-password" error={errors('two-factor-off').currentPassword} />
            <Button type="submit" variant="outline" className="justify-self-start" disabled={busy === 'two-factor-off'}>
              Turn off two-factor sign-in
            </Button>
          </Form>
        ) : confirming ? (
          <Form method="post" noValidate className="grid gap-4 sm:max-w-xl">
            <input type="hidden" name="intent" value="two-factor-confirm" />
            {setup && (
              <>
                <p className="text-sm">
                  1. Add Safest to your authenticator app:{' '}
                  <a href={setup.totpURI} className="font-semibold text-primary underline underline-offset-4">open it in the app</a>, or enter this key:
                </p>
                <code className="rounded-md bg-muted px-3 py-2 font-mono text-sm break-all" data-testid="two-factor-secret">{setup.secret.match(/.{1,4}/g)?.join(' ')}</code>
                <p className="text-sm">2. Keep these recovery codes somewhere safe. Each one signs you in once if you lose your phone; they are not shown again.</p>
                <ul className="grid grid-cols-2 gap-1 rounded-md bg-muted px-3 py-2 font-mono text-sm" aria-label="Recovery codes">
                  {setup.backupCodes.map((code) => <li key={code}>{code}</li>)}
                </ul>
              </>
            )}
            <TextField label="Code from the app" name="code" autoComplete="one-time-code" inputMode="numeric" error={errors('two-factor-confirm').code} />
            <Button type="submit" className="justify-self-start" disabled={busy === 'two-factor-confirm'}>
              Turn on two-factor sign-in
            </Button>
          </Form>
        ) : (
          <Form method="post" noValidate className="grid gap-4 sm:max-w-md">
            <input type="hidden" name="intent" value="two-factor-start" />
            <p className="text-sm text-muted-foreground">Off. With two-factor sign-in, signing in also asks for a code from an authenticator app on your phone.</p>
            <TextField label="Current password" name="currentPassword" type="password" autoComplete="current-password" error={errors('two-factor-start').currentPassword} />
            <Button type="submit" className="justify-self-start" disabled={busy === 'two-factor-start'}>
              Set up two-factor sign-in
            </Button>
          </Form>
        )}
        <Saved message={twoFactorSaved} />
      </ProfileCard>
    </div>
  )
}

function Saved({ message }: { message: string | undefined }) {
  return message ? (
    <p role="status" className="text-sm font-medium text-emerald-700">
      {message}
    </p>
  ) : null
}

function ProfileCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-xl border bg-white p-6 shadow-sm" aria-label={title}>
      <h2 className="mb-4 text-lg font-bold text-navy">{title}</h2>
      {children}
    </section>
  )
}
