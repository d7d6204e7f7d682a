import type { ColumnType, Generated } from 'kysely'
import type { Timestamp } from './db-schema.ts'

// The CSV import's tables of the Database (db-schema.ts, migration 0033): each import is a batch
// that can be undone from the Activity tab (decision 030).

export interface ImportBatchesTable {
  id: Generated<string>
  actor: string
  file_name: string | null
  created_at: Timestamp
  undone_at: ColumnType<Date | null, Date | null | undefined, Date | null>
  undone_by: string | null
}

export interface ImportBatchItemsTable {
  batch_id: string
  business_id: string
  action: 'created' | 'updated'
  /** updated: the business's values before the import (BusinessValues as JSON); created: null. */
  before: ColumnType<unknown, string | null, string | null>
}
