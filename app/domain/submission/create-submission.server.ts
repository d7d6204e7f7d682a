import type { DB } from '~/lib/db.server.ts'
import type { SubmissionInput } from '~/domain/submission/model.ts'
import { directoryCityOf, listedBusinessNamed } from './listed-duplicate.server.ts'

/**
 * Stores what a visitor sent as a pending submission (one row), with the city when the form knew
 * it (a nomination's "City and State" naming a directory city counts), marked with the business of
 * the same name already listed in that city, if any (a possible duplicate). The admin reviews it later.
 */
export async function createSubmission(
  db: DB,
  input: SubmissionInput,
  meta: { ip: string | null; userId?: string | null },
): Promise<{ id: string }> {
  const cityId = await directoryCityOf(db, 'city' in input ? input.city : undefined, input.kind === 'nomination' ? input.location : undefined)
  const duplicateOf = await listedBusinessNamed(db, input.businessName, cityId)
  const base = { kind: input.kind, business_name: input.businessName, city_id: cityId, duplicate_of: duplicateOf, ip: meta.ip, submitted_by: meta.userId ?? null }
  const values =
    input.kind === 'business'
      ? {
          ...base,
          category: input.type,
          address: input.address,
          email: input.email,
          phone: input.phone,
          website: input.website ?? null,
          description: input.description,
          certifications: input.certifications ?? null,
        }
      : input.kind === 'nomination'
        ? { ...base, address: input.location ?? null, description: input.description ?? null, submitter_email: input.submitterEmail ?? null }
        : {
            ...base,
            category: input.category,
            description: input.description,
            phone: input.phone ?? null,
            email: input.email ?? null,
            website: input.website ?? null,
            osha_certified: input.oshaCertified,
            state_certified: input.stateCertified,
            local_safety_leader: input.localSafetyLeader,
          }
  return db.insertInto('submissions').values(values).returning('id').executeTakeFirstOrThrow()
}
