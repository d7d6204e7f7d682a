const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** A row id: anything else cannot name a row (and would make PostgreSQL refuse the query). */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value)
}
