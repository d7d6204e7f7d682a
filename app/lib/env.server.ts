import { z } from 'zod'

// Every setting is optional: `npm start` works with none. Empty strings count as unset.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional())

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: optional(z.coerce.number().int().min(1).max(65535)).transform((v) => v ?? 3000),
  SITE_URL: optional(z.url({ message: 'SITE_URL must be a URL such as https://safest.example' })),
  DATABASE_URL: optional(
    z.string().regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://'),
  ),
  DATA_DIR: optional(z.string()).transform((v) => v ?? './data'),
  ADMIN_EMAIL: optional(z.email({ message: 'ADMIN_EMAIL must be an e-mail address' })),
  /** With ADMIN_EMAIL: the admin account is created on start when it does not exist yet. */
  ADMIN_PASSWORD: optional(z.string().min(12, 'ADMIN_PASSWORD must be at least 12 characters')),
  /** 1: the admin area needs two-factor sign-in (TOTP) on the admin's account. */
  ADMIN_REQUIRE_2FA: optional(z.enum(['0', '1', 'true', 'false'])).transform((v) => v === '1' || v === 'true'),
  /** `Authorization: Bearer <HEALTHZ_TOKEN>` on GET /healthz shows its details (as the admin's session does). */
  HEALTHZ_TOKEN: optional(z.string().min(16, 'HEALTHZ_TOKEN must be at least 16 characters')),
  /** `off` turns the anonymous page cache off (benchmarks of uncached renders, debugging). */
  PAGE_CACHE: optional(z.enum(['on', 'off'], { message: 'PAGE_CACHE must be on or off' })).transform((v) => v ?? 'on'),
  LOG_LEVEL: optional(z.enum(['silent', 'error', 'info'])).transform((v) => v ?? 'info'),
  RATE_LIMIT_SUBMISSIONS: optional(z.coerce.number().int().min(1)).transform((v) => v ?? 5),
  RATE_LIMIT_AUTH: optional(z.coerce.number().int().min(1)).transform((v) => v ?? 10),
  BETTER_AUTH_SECRET: optional(z.string().min(32, 'BETTER_AUTH_SECRET must be at least 32 characters')),
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')),
  MAIL_FROM: optional(z.string()),
  /** Signs the bounce and complaint webhook's requests (decision 033); without it the webhook answers 503. */
  EMAIL_WEBHOOK_SECRET: optional(z.string().min(16, 'EMAIL_WEBHOOK_SECRET must be at least 16 characters')),
  STRIPE_SECRET_KEY: optional(z.string().regex(/^(sk|rk)_/, 'STRIPE_SECRET_KEY must start with sk_ or rk_')),
  STRIPE_WEBHOOK_SECRET: optional(z.string().regex(/^whsec_/, 'STRIPE_WEBHOOK_SECRET must start with whsec_')),
  STRIPE_PRICE_ID: optional(z.string().regex(/^price_/, 'STRIPE_PRICE_ID must start with price_')),
  /**
   * Behind a reverse proxy: how many proxy hops to trust (`1`), or the proxies' addresses/ranges
   * (`loopback`, `10.0.0.0/8, 192.168.1.2`). Then X-Forwarded-For/-Proto give the client IP and https.
   */
  TRUST_PROXY: optional(
    z.string().trim().regex(
      /^(?:\d{1,2}|(?:loopback|linklocal|uniquelocal|[0-9a-f.:]+(?:\/\d{1,3})?)(?:\s*,\s*(?:loopback|linklocal|uniquelocal|[0-9a-f.:]+(?:\/\d{1,3})?))*)$/i,
      'TRUST_PROXY must be a hop count (e.g. 1) or proxy addresses/ranges (e.g. loopback, 10.0.0.0/8)',
    ),
  ),
  /** City images: drawn here (procedural, default) or by Runware's API (runware). */
  IMAGE_PROVIDER: optional(z.enum(['procedural', 'runware'])).transform((v) => v ?? 'procedural'),
  /** `off`: a new database gets no sample businesses (cities, badges and guides stay), for a directory of public records only. */
  SAMPLE_DATA: optional(z.enum(['on', 'off'], { message: 'SAMPLE_DATA must be on or off' })).transform((v) => v ?? 'on'),
  CITY_IMAGES_ON_START: optional(z.enum(['on', 'off'], { message: 'CITY_IMAGES_ON_START must be on or off' })).transform((v) => v ?? 'on'),
  RUNWARE_API_KEY: optional(z.string()),
  RUNWARE_MODEL: optional(z.string()).transform((v) => v ?? 'runware:101@1'),
  /** Tests point the Runware provider at a local stand-in. */
  RUNWARE_API_URL: optional(z.url()).transform((v) => v ?? 'https://api.runware.ai/v1'),
  /** S3-compatible storage for images (all four set), else a folder under DATA_DIR. */
  S3_ENDPOINT: optional(z.url({ message: 'S3_ENDPOINT must be a URL such as https://s3.example.com' })),
  S3_BUCKET: optional(z.string()),
  S3_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  S3_REGION: optional(z.string()).transform((v) => v ?? 'us-east-1'),
  /** Tests point the Stripe SDK at a local stand-in: e.g. http://127.0.0.1:12111 */
  STRIPE_API_BASE: optional(z.url()),
  /**
   * A street map's tiles (a raster XYZ template such as https://tile.example.org/{z}/{x}/{y}.png,
   * `{s}` for its subdomains a, b, c): the /search, city and business pages then show a street map
   * (Leaflet, loaded by those pages only) over their server-drawn map, which stays without it,
   * without JavaScript and when the tiles fail.
   */
  MAP_TILES_URL: optional(
    z.string().regex(/^https?:\/\/[^\s"'<>]+$/, 'MAP_TILES_URL must be an http(s) URL').refine((v) => ['{z}', '{x}', '{y}'].every((t) => v.includes(t)), 'MAP_TILES_URL must contain {z}, {x} and {y}'),
  ),
  /** Who the tiles are from, shown on the street map as the provider asks (e.g. "© OpenStreetMap contributors"). */
  MAP_TILES_ATTRIBUTION: optional(z.string().max(300)),
})

export type Env = z.infer<typeof envSchema> & { SITE_URL: string }

let cached: Env | undefined

/** Parses process.env once; a bad value stops the boot with a message naming the variable. */
export function getEnv(): Env {
  if (cached) return cached
  const parsed = envSchema.safeParse(process.env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const env = parsed.data
  if (env.IMAGE_PROVIDER === 'runware' && !env.RUNWARE_API_KEY) throw new Error('Invalid configuration:\n  RUNWARE_API_KEY: needed when IMAGE_PROVIDER=runware')
  const s3 = [env.S3_ENDPOINT, env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY]
  if (s3.some(Boolean) && !s3.every(Boolean)) throw new Error('Invalid configuration:\n  S3_*: set all of S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or none')
  cached = { ...env, SITE_URL: env.SITE_URL ?? `http://localhost:${env.PORT}` }
  return cached
}

/** support@{host of SITE_URL}: the contact address the spec shows on static pages and dialogs. */
export function supportEmail(): string {
  return `support@${new URL(getEnv().SITE_URL).hostname}`
}
