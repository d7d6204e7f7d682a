import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { betterAuth } from 'better-auth'
import { twoFactor } from 'better-auth/plugins'
import type { DB } from '~/lib/db.server.ts'
import { getEnv } from '~/lib/env.server.ts'
import { log } from '~/lib/log.server.ts'
import { sendEmail } from '../email/send-email.server.ts'

/** Password reset links last one hour and work once (Better Auth deletes the token on use). */
export const RESET_TOKEN_SECONDS = 60 * 60

/** BETTER_AUTH_SECRET, or a secret generated once into DATA_DIR (so sessions survive restarts). */
export function authSecret(): string {
  const env = getEnv()
  if (env.BETTER_AUTH_SECRET) return env.BETTER_AUTH_SECRET
  const dir = resolve(env.DATA_DIR)
  const file = join(dir, 'auth-secret')
  try {
    return readFileSync(file, 'utf8').trim()
  } catch {
    mkdirSync(dir, { recursive: true })
    const secret = randomBytes(32).toString('hex')
    try {
      writeFileSync(file, secret, { mode: 0o600, flag: 'wx' })
    } catch (error) {
      // Another process wrote it first: everyone uses that one.
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim()
      throw error
    }
    return secret
  }
}

/**
 * The account's profile row, under the account's name, unless it has one. At sign-up (Better Auth's
 * hook, run after the sign-up's transaction commits) and again at every sign-in: a server killed in
 * between leaves an account without a profile until its owner signs in.
 */
export async function ensureProfile(db: DB, userId: string): Promise<void> {
  await db.insertInto('profiles').columns(['user_id', 'full_name'])
    .expression(db.selectFrom('user').select(['id', 'name']).where('id', '=', userId))
    .onConflict((oc) => oc.column('user_id').doNothing()).execute()
}

function createAuth(db: DB) {
  const env = getEnv()
  return betterAuth({
    appName: 'Safest',
    baseURL: env.SITE_URL,
    basePath: '/api/auth',
    secret: authSecret(),
    // One transaction for the account and its password (credential row): a crash between the two
    // inserts must not leave an account nobody can sign in to.
    database: { db, type: 'postgres', transaction: true },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      // Not awaited: the answer must take as long for an unknown address as for a registered one.
      sendResetPassword: async ({ user, token }) => {
        const link = `${env.SITE_URL}/reset-password?token=${encodeURIComponent(token)}`
        void sendEmail(db, {
          to: user.email,
          kind: 'password-reset',
          subject: 'Reset your Safest password',
          text: `Hi ${user.name},\n\nSomeone (hopefully you) asked to reset the password of your Safest account.\n\nChoose a new password here (the link works once and expires in 1 hour):\n${link}\n\nIf you didn't ask for this, you can ignore this e-mail: your password stays the same.\n\n— The Safest team`,
        }).catch((error) => log('error', 'password reset e-mail failed', { error: String(error) }))
      },
    },
    // Absolute lifetime: 30 days from sign-in, never extended (the cookie's Max-Age too). The idle
    // timeouts (7 days; the admin 30 min) and the admin's 12 h are enforced in getSessionUser.
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 * 30, disableSessionRefresh: true },
    // Optional TOTP sign-in with recovery codes (two-factor.server.ts). A sign-in of an account with
    // it on answers `twoFactorRedirect` and a short-lived challenge cookie instead of a session.
    plugins: [twoFactor({ issuer: 'Safest', backupCodeOptions: { amount: 10, length: 10 } })],
    // Our own per-IP limits live in the database (rate_limits), so they hold across instances.
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: env.SITE_URL.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
    },
    databaseHooks: {
      user: {
        create: {
          // Every account gets its profile (spec §3: full_name, subscription_level).
          after: (user) => ensureProfile(db, user.id),
        },
      },
    },
  })
}

export type Auth = ReturnType<typeof createAuth>

const instances = new WeakMap<DB, Auth>()

/** The Better Auth instance bound to a database handle (one per handle). */
export function getAuth(db: DB): Auth {
  let auth = instances.get(db)
  if (!auth) {
    auth = createAuth(db)
    instances.set(db, auth)
  }
  return auth
}
