import { useEffect } from 'react'
import type { z } from 'zod'
import { data, Form, useActionData, useNavigation, useRouteLoaderData } from 'react-router'
import type { loader as rootLoader } from '~/root.tsx'
import { TwoFactorSetupSteps, type TwoFactorSetup } from '~/components/auth/two-factor-setup-steps.tsx'
import { TextField } from '~/components/forms/field.tsx'
import { Button } from '~/components/ui/button.tsx'
import { toast } from '~/components/ui/toast.tsx'
import { useSchemaForm } from '~/components/forms/use-schema-form.ts'
import { changeEmailSchema, changePasswordSchema, currentPasswordSchema, profileSchema, twoFactorCodeSchema } from '~/domain/account/model.ts'
import { forgiveAttempt, retryAfterHeaders, startCurrentPasswordCheck, type Attempt } from '~/domain/account/auth-rate-limit.server.ts'
import { strongPasswordForms } from '~/domain/account/password-strength.server.ts'
import { requireUser } from '~/domain/account/session.server.ts'
import { confirmTwoFactorSetup, disableTwoFactor, startTwoFactorSetup } from '~/domain/account/two-factor.server.ts'
import { updateEmail, updateName, updatePassword } from '~/domain/account/update-account.server.ts'
import { database } from '~/lib/db.server.ts'
import { withActionHeaders } from '~/lib/route-headers.ts'
import { parseForm, type FieldErrors } from '~/lib/form-fields.ts'
import { redirectWithToast } from '~/lib/toast.server.ts'
import { cn } from '~/lib/utils.ts'
import type { loader as dashboardLoader } from './dashboard.tsx'
import type { Route } from './+types/dashboard.profile'
import { DashboardPage } from '~/components/dashboard-page.tsx'

/** A 429's Retry-After reaches the visitor. */
export const headers = withActionHeaders

export const meta = () => [{ title: 'Profile | Dashboard | Safest' }]

const INTENTS = ['name', 'email', 'password', 'two-factor-start', 'two-factor-confirm', 'two-factor-off'] as const
type Intent = (typeof INTENTS)[number]
const PASSWORD_CHANGED = 'Your password was changed.'
const TWO_FACTOR_ON = 'Two-factor sign-in is on.'
const TWO_FACTOR_OFF = 'Two-factor sign-in is off.'
type Result = { intent: Intent; errors: FieldErrors; saved?: string; setup?: TwoFactorSetup }

export async function action({ request, url }: Route.ActionArgs) {
  const db = await database()
  const user = await requireUser(db, request, url)
  const form = await request.formData().catch(() => new FormData())
  const intent = INTENTS.find((i) => i === form.get('intent'))
  if (!intent) return data<Result>({ intent: 'name', errors: { form: 'Unknown form' } }, { status: 400 })

  if (intent === 'name') {
    const parsed = parseForm(profileSchema, form)
    if (!parsed.ok) return data<Result>({ intent, errors: parsed.errors }, { status: 422 })
    await updateName(db, user.id, parsed.value.name)
    return { intent, errors: {}, saved: 'Your name was updated.' } satisfies Result
  }
  if (intent === 'two-factor-confirm') {
    // A code from the app proves the setup; the session is renewed (redirect with its cookie).
    const parsed = parseForm(twoFactorCodeSchema, form)
    if (!parsed.ok) return data<Result>({ intent, errors: parsed.errors }, { status: 422 })
    const confirmed = await confirmTwoFactorSetup(db, request, parsed.value.code.replace(/\s+/g, ''))
    if (!confirmed.ok) return data<Result>({ intent, errors: { code: 'That code is not right. Check the time on your phone and try again.' } }, { status: 400 })
    throw await redirectWithToast('/dashboard/profile', { type: 'success', title: 'Saved', description: TWO_FACTOR_ON }, confirmed.headers)
  }
  // The current-password forms (e-mail, password and two-factor changes): each try is counted per
  // member before the password is checked, so a burst cannot pass the limit; the right one is forgiven.
  const tooMany = (attempt: Attempt & { allowed: false }) =>
    data<Result>({ intent, errors: { currentPassword: attempt.message } }, { status: 429, headers: retryAfterHeaders(attempt) })
  const notCorrect = () => data<Result>({ intent, errors: { currentPassword: 'Your current password is not correct.' } }, { status: 400 })
  if (intent === 'email') {
    const parsed = parseForm(changeEmailSchema, form)
    if (!parsed.ok) return data<Result>({ intent, errors: parsed.errors }, { status: 422 })
    const attempt = await startCurrentPasswordCheck(db, user.id)
    if (!attempt.allowed) return tooMany(attempt)
    const result = await updateEmail(db, user.id, parsed.value.email, parsed.value.currentPassword)
    if (result === 'wrong-password') return notCorrect()
    await forgiveAttempt(db, attempt)
    if (result === 'taken') {
      return data<Result>({ intent, errors: { email: 'This e-mail cannot be used for your account. Please choose another.' } }, { status: 409 })
    }
    // Nothing changes until the link sent to the new address is opened.
    const saved = result === 'pending'
      ? `We sent a confirmation link to ${parsed.value.email}. Your sign-in e-mail changes when you open it.`
      : 'That is already your e-mail.'
    return { intent, errors: {}, saved } satisfies Result
  }
  if (intent === 'two-factor-start' || intent === 'two-factor-off') {
    const parsed = parseForm(currentPasswordSchema, form)
    if (!parsed.ok) return data<Result>({ intent, errors: parsed.errors }, { status: 422 })
    const attempt = await startCurrentPasswordCheck(db, user.id)
    if (!attempt.allowed) return tooMany(attempt)
    const password = parsed.value.currentPassword
    if (intent === 'two-factor-start') {
      const setup = await startTwoFactorSetup(db, request, password)
      if (!setup.ok) return notCorrect()
      await forgiveAttempt(db, attempt)
      return { intent, errors: {}, setup: { totpURI: setup.totpURI, secret: setup.secret, backupCodes: setup.backupCodes } } satisfies Result
    }
    const off = await disableTwoFactor(db, request, password)
    if (!off.ok) return notCorrect()
    await forgiveAttempt(db, attempt)
    throw await redirectWithToast('/dashboard/profile', { type: 'success', title: 'Saved', description: TWO_FACTOR_OFF }, off.headers)
  }
  const parsed = parseForm(strongPasswordForms.changePassword, form)
  if (!parsed.ok) return data<Result>({ intent, errors: parsed.errors }, { status: 422 })
  const attempt = await startCurrentPasswordCheck(db, user.id)
  if (!attempt.allowed) return tooMany(attempt)
  const changed = await updatePassword(db, request, parsed.value.currentPassword, parsed.value.newPassword)
  if (!changed.ok) return notCorrect()
  await forgiveAttempt(db, attempt)
  // Other sessions end and this device gets a new one: redirect (with its cookie) so the page that
  // follows is read with it, also without JavaScript, and says so (PASSWORD_CHANGED, shown inline).
  throw await redirectWithToast('/dashboard/profile', { type: 'success', title: 'Saved', description: PASSWORD_CHANGED }, changed.headers)
}

export default function Profile() {
  const user = useRouteLoaderData<typeof dashboardLoader>('routes/dashboard')?.user
  const result = useActionData<Result>()
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
    <DashboardPage title="Profile">
      <ProfileCard title="Name">
        <ProfileForm intent="name" schema={profileSchema} submitLabel="Save name" saved={saved('name')}>
          {(errors) => <TextField label="Name" name="name" defaultValue={user.name} autoComplete="name" error={errors.name} />}
        </ProfileForm>
      </ProfileCard>
      <ProfileCard title="E-mail">
        <ProfileForm intent="email" schema={changeEmailSchema} submitLabel="Save e-mail" saved={saved('email')}>
          {(errors) => (
            <>
              <TextField label="Email" name="email" type="email" defaultValue={user.email} autoComplete="email" error={errors.email} />
              <CurrentPassword error={errors.currentPassword} />
            </>
          )}
        </ProfileForm>
      </ProfileCard>
      <ProfileCard title="Password">
        <ProfileForm intent="password" schema={changePasswordSchema} submitLabel="Change password" saved={passwordChanged}>
          {(errors) => (
            <>
              <CurrentPassword error={errors.currentPassword} />
              <TextField label="New password" name="newPassword" type="password" autoComplete="new-password" error={errors.newPassword} />
              <TextField label="Confirm new password" name="confirmPassword" type="password" autoComplete="new-password" error={errors.confirmPassword} />
            </>
          )}
        </ProfileForm>
      </ProfileCard>
      <ProfileCard title="Two-factor sign-in">
        {user.twoFactorEnabled ? (
          <ProfileForm intent="two-factor-off" schema={currentPasswordSchema} submitLabel="Turn off two-factor sign-in" outline>
            {(errors) => (
              <>
                <p className="text-sm text-muted-foreground">On: signing in asks for a code from your authenticator app (or a recovery code).</p>
                <CurrentPassword error={errors.currentPassword} />
              </>
            )}
          </ProfileForm>
        ) : confirming ? (
          <ProfileForm intent="two-factor-confirm" schema={twoFactorCodeSchema} submitLabel="Turn on two-factor sign-in" wide>
            {(errors) => (
              <>
                {setup && <TwoFactorSetupSteps setup={setup} />}
                <TextField label="Code from the app" name="code" autoComplete="one-time-code" inputMode="numeric" error={errors.code} />
              </>
            )}
          </ProfileForm>
        ) : (
          <ProfileForm intent="two-factor-start" schema={currentPasswordSchema} submitLabel="Set up two-factor sign-in">
            {(errors) => (
              <>
                <p className="text-sm text-muted-foreground">Off. With two-factor sign-in, signing in also asks for a code from an authenticator app on your phone.</p>
                <CurrentPassword error={errors.currentPassword} />
              </>
            )}
          </ProfileForm>
        )}
        <Saved message={twoFactorSaved} />
      </ProfileCard>
    </DashboardPage>
  )
}

/** One of the page's forms: its schema checked in the browser and by the action, its own errors and busy state. */
function ProfileForm({
  intent,
  schema,
  submitLabel,
  saved,
  outline = false,
  wide = false,
  children,
}: {
  intent: Intent
  schema: z.ZodType
  submitLabel: string
  saved?: string
  outline?: boolean
  wide?: boolean
  children: (errors: FieldErrors) => React.ReactNode
}) {
  const result = useActionData<Result>()
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
  const { formProps, errors } = useSchemaForm(schema, result?.intent === intent ? result.errors : undefined)
  // The password form starts empty again once a change went through.
  const key = intent === 'password' && saved ? 'done' : 'form'
  return (
    <Form {...formProps} key={key} method="post" className={cn('grid gap-4', wide ? 'sm:max-w-xl' : 'sm:max-w-md')}>
      <input type="hidden" name="intent" value={intent} />
      {children(errors)}
      <Button type="submit" variant={outline ? 'outline' : undefined} className="justify-self-start" disabled={busy}>
        {submitLabel}
      </Button>
      <Saved message={saved} />
    </Form>
  )
}

function CurrentPassword({ error }: { error: string | undefined }) {
  return <TextField label="Current password" name="currentPassword" type="password" autoComplete="current-password" error={error} />
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
