/**
 * Cities seeded into the directory: one recognisable city in every US state,
 * plus a second city in California and Texas (52 in total).
 * Pure data: no runtime dependencies.
 */

export interface SeedCity {
  name: string;
  /** USPS two-letter state abbreviation, e.g. "CO". */
  state: string;
}

/**
 * URL slug for a city: the name lowercased, with dashes in place of spaces.
 *
 * Lowercase, trim, collapse each run of whitespace into a single dash and drop
 * every character other than a-z, 0-9 and dash. Runs of dashes left behind by
 * dropped punctuation are collapsed and leading/trailing dashes trimmed, so
 * "Winston-Salem" -> "winston-salem", "St. Louis" -> "st-louis",
 * "Coeur d'Alene" -> "coeur-dalene".
 */
export function citySlug(name: string): string {
  return name
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const SEED_CITIES: readonly SeedCity[] = [
  { name: 'Birmingham', state: 'AL' },
  { name: 'Anchorage', state: 'AK' },
  { name: 'Phoenix', state: 'AZ' },
  { name: 'Little Rock', state: 'AR' },
  { name: 'Los Angeles', state: 'CA' },
  { name: 'San Francisco', state: 'CA' },
  { name: 'Denver', state: 'CO' },
  { name: 'Hartford', state: 'CT' },
  { name: 'Wilmington', state: 'DE' },
  { name: 'Miami', state: 'FL' },
  { name: 'Atlanta', state: 'GA' },
  { name: 'Honolulu', state: 'HI' },
  { name: 'Boise', state: 'ID' },
  { name: 'Chicago', state: 'IL' },
  { name: 'Indianapolis', state: 'IN' },
  { name: 'Des Moines', state: 'IA' },
  { name: 'Wichita', state: 'KS' },
  { name: 'Louisville', state: 'KY' },
  { name: 'New Orleans', state: 'LA' },
  { name: 'Bangor', state: 'ME' },
  { name: 'Baltimore', state: 'MD' },
  { name: 'Boston', state: 'MA' },
  { name: 'Detroit', state: 'MI' },
  { name: 'Minneapolis', state: 'MN' },
  { name: 'Jackson', state: 'MS' },
  { name: 'Kansas City', state: 'MO' },
  { name: 'Billings', state: 'MT' },
  { name: 'Omaha', state: 'NE' },
  { name: 'Las Vegas', state: 'NV' },
  { name: 'Manchester', state: 'NH' },
  { name: 'Newark', state: 'NJ' },
  { name: 'Albuquerque', state: 'NM' },
  { name: 'New York', state: 'NY' },
  { name: 'Charlotte', state: 'NC' },
  { name: 'Fargo', state: 'ND' },
  { name: 'Columbus', state: 'OH' },
  { name: 'Oklahoma City', state: 'OK' },
  { name: 'Portland', state: 'OR' },
  { name: 'Philadelphia', state: 'PA' },
  { name: 'Providence', state: 'RI' },
  { name: 'Charleston', state: 'SC' },
  { name: 'Sioux Falls', state: 'SD' },
  { name: 'Nashville', state: 'TN' },
  { name: 'Austin', state: 'TX' },
  { name: 'Houston', state: 'TX' },
  { name: 'Salt Lake City', state: 'UT' },
  { name: 'Burlington', state: 'VT' },
  { name: 'Richmond', state: 'VA' },
  { name: 'Seattle', state: 'WA' },
  { name: 'Huntington', state: 'WV' },
  { name: 'Milwaukee', state: 'WI' },
  { name: 'Cheyenne', state: 'WY' },
];
