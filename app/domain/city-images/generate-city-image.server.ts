import type { DB } from '~/lib/db.server.ts'
import { bumpContentVersion } from '~/lib/content-version.server.ts'
import { getEnv } from '~/lib/env.server.ts'
import { recordAudit } from '../audit-log/record-audit.server.ts'
import { cityImagePath } from '~/domain/city-images/city-image-urls.ts'
import { cityTraitsSchema } from '~/domain/city-images/city-traits.ts'
import { checkAndReencode, IMAGE_WIDTHS, makeVariant } from '~/domain/city-images/image-check.server.ts'
import { proceduralProvider, type ImageProvider } from '~/domain/city-images/providers.server.ts'
import { runwareProvider } from '~/domain/city-images/runware.server.ts'
import { uploadStore, type UploadStore } from '~/lib/upload-store.server.ts'
import { originalKey, variantKey } from '~/domain/city-images/city-image-urls.ts'

/** Spec §4: the steps of a generation and their messages. */
export const STEPS = {
  start: { progress: 10, message: 'Starting image generation...' },
  process: { progress: 50, message: 'Processing image...' },
  finalize: { progress: 90, message: 'Finalizing image...' },
} as const

export interface ImageDeps {
  provider: ImageProvider
  storage: UploadStore
}

/** IMAGE_PROVIDER (procedural by default, or runware) and the configured storage. */
export function configuredImageDeps(): ImageDeps {
  const env = getEnv()
  const provider = env.IMAGE_PROVIDER === 'runware' ? runwareProvider({ apiKey: env.RUNWARE_API_KEY!, model: env.RUNWARE_MODEL, url: env.RUNWARE_API_URL }) : proceduralProvider
  return { provider, storage: uploadStore() }
}

/**
 * Makes and stores a new image for a city: provider → content check and re-encode → every
 * delivered size → the original; then, in one transaction, the city's new version, the content
 * version bump (public pages change) and the audit entry. Returns the image's URL.
 */
export async function generateCityImage(db: DB, deps: ImageDeps, cityId: number, actor: string, onStep: (step: keyof typeof STEPS) => Promise<void> = async () => {}): Promise<{ imageUrl: string; version: number }> {
  const city = await db.selectFrom('cities').select(['id', 'name', 'state', 'slug', 'traits', 'image_version']).where('id', '=', cityId).executeTakeFirst()
  if (!city) throw new Error('City Not Found')
  const traits = cityTraitsSchema.safeParse(city.traits)
  if (!traits.success) throw new Error(`${city.name} has no image traits`)
  const version = city.image_version + 1
  await onStep('start')
  const raw = await deps.provider.generate({ name: city.name, state: city.state.trim(), slug: city.slug, traits: traits.data, version })
  await onStep('process')
  const original = await checkAndReencode(raw)
  const variants = await Promise.all(IMAGE_WIDTHS.flatMap((w) => (['webp', 'jpg'] as const).map(async (f) => ({ key: variantKey(city.slug, version, w, f), f, body: await makeVariant(original, w, f) }))))
  for (const v of variants) await deps.storage.put(v.key, v.body, v.f === 'webp' ? 'image/webp' : 'image/jpeg')
  await deps.storage.put(originalKey(city.slug), original, 'image/jpeg')
  await onStep('finalize')
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('cities').set({ image_path: cityImagePath(city.slug), image_version: version, image_updated_at: new Date() }).where('id', '=', city.id).execute()
    await bumpContentVersion(trx)
    await recordAudit(trx, { actor, action: 'city-image.generate', entity: 'city', entityId: String(city.id), detail: { city: city.name, version, provider: deps.provider.name } })
  })
  // The previous version's sizes are no longer linked from any page.
  if (city.image_version > 0) {
    for (const w of IMAGE_WIDTHS) for (const f of ['webp', 'jpg'] as const) await deps.storage.remove(variantKey(city.slug, city.image_version, w, f)).catch(() => {})
  }
  return { imageUrl: cityImagePath(city.slug), version }
}
