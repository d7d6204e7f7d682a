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
import * as m0027 from './0027-business-ownership.ts'
import * as m0028 from './0028-listing-summaries.ts'
import * as m0033 from './0033-import-batches.ts'
import * as m0034 from './0034-business-name-key.ts'
import * as m0038 from './0038-newsletter-campaigns.ts'
import * as m0030 from './0030-reviews.ts'
import * as m0031 from './0031-problem-reports.ts'
import * as m0032 from './0032-honest-sort.ts'
import * as m0035 from './0035-coordinates.ts'
import * as m0041 from './0041-blog-posts.ts'
import * as m0042 from './0042-guides-content.ts'
import * as m0043 from './0043-category-guides.ts'
import * as m0044 from './0044-public-records.ts'
import * as m0045 from './0045-favorites.ts'
import * as m0046 from './0046-review-sections.ts'
import * as m0047 from './0047-records-disputes.ts'
import * as m0048 from './0048-records-scale.ts'
import * as m0052 from './0052-submission-duplicates.ts'
import * as m0053 from './0053-admin-visitor-rating.ts'
import * as m0054 from './0054-business-old-urls.ts'
import * as m0060 from './0060-record-sources.ts'
import * as m0061 from './0061-record-history.ts'
import * as m0062 from './0062-near-index.ts'
import * as m0049 from './0049-safety-record.ts'

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
  '0027-business-ownership': m0027,
  '0028-listing-summaries': m0028,
  '0033-import-batches': m0033,
  '0034-business-name-key': m0034,
  '0038-newsletter-campaigns': m0038,
  '0030-reviews': m0030,
  '0031-problem-reports': m0031,
  '0032-honest-sort': m0032,
  '0035-coordinates': m0035,
  '0041-blog-posts': m0041,
  '0042-guides-content': m0042,
  '0043-category-guides': m0043,
  '0044-public-records': m0044,
  '0045-favorites': m0045,
  '0046-review-sections': m0046,
  '0047-records-disputes': m0047,
  '0048-records-scale': m0048,
  '0049-safety-record': m0049,
  '0052-submission-duplicates': m0052,
  '0053-admin-visitor-rating': m0053,
  '0054-business-old-urls': m0054,
  '0060-record-sources': m0060,
  '0061-record-history': m0061,
  '0062-near-index': m0062,
}
