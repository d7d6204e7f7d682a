import { z } from 'zod'
import { emptyIfMissing, fieldErrors, multiLine, singleLine, type FieldErrors } from '~/lib/text-schema.ts'

/** Spec §5 badge form: id, name, price (min 0, step 0.01, default 0) and description required. */
export const badgeSchema = z.object({
  id: emptyIfMissing(
    singleLine('ID', 60)
      .min(1, 'ID is required')
      .regex(/^[a-z0-9][a-z0-9-]*$/, 'ID may use lowercase letters, digits and dashes'),
  ),
  name: emptyIfMissing(singleLine('Name', 120).min(1, 'Name is required')),
  image: emptyIfMissing(singleLine('Image URL', 500)).refine(
    (v) => v === '' || /^\/[^/\\]/.test(v) || /^https?:\/\/[^\s]+$/.test(v),
    'Image URL must start with https:// or /',
  ),
  price: z.preprocess(
    (v) => (v == null || (typeof v === 'string' && v.trim() === '') ? 0 : typeof v === 'string' ? Number(v.trim()) : v),
    z
      .number({ message: 'Price must be a number' })
      .refine(Number.isFinite, 'Price must be a number')
      .min(0, 'Price must be at least 0')
      .max(99999999, 'Price is too large')
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'Price must be in steps of 0.01')
      .transform((v) => Math.round(v * 100) / 100),
  ),
  description: emptyIfMissing(multiLine('Description', 2000).pipe(z.string().min(1, 'Description is required'))),
})

export type BadgeValues = z.output<typeof badgeSchema>

export function parseBadge(fields: Record<string, unknown>): { ok: true; value: BadgeValues } | { ok: false; errors: FieldErrors } {
  const result = badgeSchema.safeParse(fields)
  return result.success ? { ok: true, value: result.data } : { ok: false, errors: fieldErrors(result.error) }
}
