/**
 * Hand-written sample businesses featured in the directory.
 * Pure data: no runtime dependencies.
 */

import SAMPLE_BUSINESSES_DATA from './sample-businesses.json'

export type BusinessCategory =
  | 'restaurants'
  | 'construction'
  | 'healthcare'
  | 'childcare'
  | 'manufacturing'
  | 'transportation'
  | 'retail'
  | 'other';

export type BadgeType = 'osha' | 'state' | 'city';

export interface SeedBusiness {
  name: string;
  category: BusinessCategory;
  description: string;
  /** Customer rating 0-5 with one decimal. */
  rating: number;
  /** Safety score, integer 0-100. */
  safetyScore: number;
  /** "{street}, {city}, {state} {ZIP}" */
  address: string;
  phone: string | null;
  email: string | null;
  website: string | null;
  certifications: string[];
  badges: BadgeType[];
}

/** The businesses themselves are data: sample-businesses.json. */
export const SAMPLE_BUSINESSES = SAMPLE_BUSINESSES_DATA as readonly (SeedBusiness & { city: string; state: string })[]
