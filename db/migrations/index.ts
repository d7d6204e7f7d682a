import type { Migration } from 'kysely'
import * as m0001 from './0001-directory.ts'
import * as m0002 from './0002-accounts-email.ts'
import * as m0003 from './0003-billing-claims-mail-headers.ts'
import * as m0004 from './0004-admin.ts'
import * as m0006 from './0006-city-images.ts'
import * as m0005 from './0005-security.ts'
import * as m0007 from './0007-score-components.ts'
import * as m0008 from './0008-listing-counts.ts'
import * as m0010 from './0010-admin-sort-indexes.ts'
import * as m0009 from './0009-email-changes.ts'
import * as m0011 from './0011-city-sort.ts'
import * as m0012 from './0012-listing-words.ts'
import * as m0013 from './0013-listing-words-sort-keys.ts'
import * as m0014 from './0014-listing-words-city-type.ts'
import * as m0015 from './0015-listing-search-tsvector.ts'
import * as m0016 from './0016-drop-image-jobs.ts'
import * as m0017 from './0017-seed-data-fixes.ts'
import * as m0018 from './0018-business-names.ts'
import * as m0019 from './0019-awards.ts'
import * as m0020 from './0020-awards-read-side.ts'
import * as m0021 from './0021-sign-in-addresses.ts'
import * as m0023 from './0023-badge-applications.ts'
import * as m0025 from './0025-site-settings.ts'
import * as m0026 from './0026-business-owners.ts'
import * as m0044 from './0044-public-records.ts'

/** Every migration, in order. Add new ones here. */
export const migrations: Record<string, Migration> = {
  '0001-directory': m0001,
  '0002-accounts-email': m0002,
  '0003-billing-claims-mail-headers': m0003,
  '0004-admin': m0004,
  '0006-city-images': m0006,
  '0005-security': m0005,
  '0007-score-components': m0007,
  '0008-listing-counts': m0008,
  '0010-admin-sort-indexes': m0010,
  '0009-email-changes': m0009,
  '0011-city-sort': m0011,
  '0012-listing-words': m0012,
  '0013-listing-words-sort-keys': m0013,
  '0014-listing-words-city-type': m0014,
  '0015-listing-search-tsvector': m0015,
  '0016-drop-image-jobs': m0016,
  '0017-seed-data-fixes': m0017,
  '0018-business-names': m0018,
  '0019-awards': m0019,
  '0020-awards-read-side': m0020,
  '0021-sign-in-addresses': m0021,
  '0023-badge-applications': m0023,
  '0025-site-settings': m0025,
  '0026-business-owners': m0026,
  '0044-public-records': m0044,
}
