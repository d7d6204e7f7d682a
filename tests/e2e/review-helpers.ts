// What the example review's journeys share (review-page.spec.ts, review-media.spec.ts): its title and
// verdict, opening it once its carousels are ready, and its two carousels.
import type { Page } from '@playwright/test'
import { expect } from './fixtures.ts'

export const TITLE = 'Hearthwise Duo Review: The 10-Year Smoke and CO Alarm Most Homes Should Buy'
export const VERDICT =
  'Fast smoke detection, a CO display with peak memory and a sealed 10-year battery make the Hearthwise Duo the best-value combination alarm I’ve tested.'

/** Opens the review once its carousels are ready (they mark themselves so). */
export async function openReview(page: Page) {
  await page.goto('/reviews/example')
  await expect(page.locator('[aria-roledescription="carousel"][data-ready="true"]')).toHaveCount(2)
}

export const handsOn = (page: Page) => page.getByRole('region', { name: 'Hands-on photos' })
export const related = (page: Page) => page.getByRole('region', { name: 'Related product picks' })
