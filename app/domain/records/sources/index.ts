import { CMS_NURSING_HOMES } from './cms-nursing-homes.ts'
import { FMCSA } from './fmcsa.ts'
import { DEFAULT_SOURCE, isSourceId, type SourceId } from './ids.ts'
import { LIVES } from './lives.ts'
import { OSHA } from './osha.ts'
import type { RecordSource } from './source.ts'
import { TX_CHILDCARE } from './tx-childcare.ts'

/** Every public-records source, by its id (`--source`, the admin's tab). OSHA is the default. */
export const SOURCES: Record<SourceId, RecordSource> = { osha: OSHA, lives: LIVES, 'tx-childcare': TX_CHILDCARE, 'cms-nursing-homes': CMS_NURSING_HOMES, fmcsa: FMCSA }

export const sourceOf = (id: string): RecordSource => SOURCES[isSourceId(id) ? id : DEFAULT_SOURCE]
