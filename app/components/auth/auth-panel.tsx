import { useEffect, useState } from 'react'
import { Form, Link, useActionData, useNavigation } from 'react-router'
import { loginSchema, signupSchema } from '~/domain/account/model.ts'
import type { AuthFormExtra, AuthIntent } from '~/domain/account/handle-auth-form.server.ts'
import type { Failure } from '~/lib/app-error.ts'
import { TextField } from '../forms/field.tsx'
import { useSchemaForm } from '../forms/use-schema-form.ts'
import { Button } from '../ui/button.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/tabs.tsx'
import { toastFailure } from '../ui/toast.tsx'

/** Login / Create Account tabs (spec §2 thank-you page); forms post to the current route. */
export function AuthPanel({ defaultTab = 'login', redirectTo }: { defaultTab?: AuthIntent; redirectTo?: string }) {
  const result = useActionData<Failure & AuthFormExtra>()
  const navigation = useNavigation()
  const [tab, setTab] = useState<AuthIntent>(result?.intent ?? defaultTab)
  const busy = navigation.state === 'submitting' ? String(navigation.formData?.get('intent')) : null

  useEffect(() => {
    if (!result) return
    if (result.alreadyRegistered) setTab('login')
    // Spec §8's titles; a field's message shows beside the field instead.
    if (!result.errors) toastFailure(result, result.intent === 'signup' ? 'Error creating account' : 'Login failed')
  }, [result])

  const serverErrors = (intent: AuthIntent) => (result?.intent === intent ? result.errors : undefined)
  const login = useSchemaForm(loginSchema, serverErrors('login'))
  const signup = useSchemaForm(signupSchema, serverErrors('signup'))

  return (
    <Tabs value={tab} onValueChange={(v) => setTab(v as AuthIntent)} className="w-full">
      <TabsList className="w-full">
        <TabsTrigger value="login">Login</TabsTrigger>
        <TabsTrigger value="signup">Create Account</TabsTrigger>
      </TabsList>
      <TabsContent value="login">
        <Form {...login.formProps} method="post" className="grid gap-4">
          <input type="hidden" name="intent" value="login" />
          {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={result?.alreadyRegistered ? result.email : undefined}
            error={login.errors.email}
          />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            error={login.errors.password}
          />
          <Button type="submit" disabled={busy === 'login'}>
            {busy === 'login' ? 'Logging in...' : 'Login'}
          </Button>
          <Link to="/forgot-password" className="text-center text-sm font-medium text-primary underline-offset-4 hover:underline">
            Forgot your password?
          </Link>
        </Form>
      </TabsContent>
      <TabsContent value="signup">
        <Form {...signup.formProps} method="post" className="grid gap-4">
          <input type="hidden" name="intent" value="signup" />
          {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
          <TextField label="Name" name="name" autoComplete="name" required error={signup.errors.name} />
          <TextField label="Email" name="email" type="email" autoComplete="email" required error={signup.errors.email} />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={6}
            error={signup.errors.password}
          />
          <p className="text-sm text-muted-foreground">We e-mail you a link to confirm your address: you need it to write reviews.</p>
          <Button type="submit" disabled={busy === 'signup'}>
            {busy === 'signup' ? 'Creating account...' : 'Create Account'}
          </Button>
        </Form>
      </TabsContent>
    </Tabs>
  )
}
