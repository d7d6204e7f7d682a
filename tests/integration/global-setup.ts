import { createTemplate } from '../support/template-database.ts'

/** Migrates and seeds the run's template database once; each test file works on a copy of it. */
export default async function setup() {
  return createTemplate()
}
