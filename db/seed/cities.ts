/**
 * Cities seeded into the directory: one recognisable city in every US state,
 * plus a second city in California and Texas (52 in total).
 * Pure data: no runtime dependencies.
 */

export interface SeedCity {
  name: string;
  /** USPS two-letter state abbreviation, e.g. "CO". */
  state: string;
  /** Residents (2020 US Census, city proper, rounded to thousands): sets how many sample businesses it gets. */
  population: number;
}

/**
 * How many sample businesses the seed generates for a city: more for bigger cities (4 for a town
 * of 100,000 or fewer, 2 more for every doubling above it, at most 18), so the directory does not
 * read as one template stamped 52 times. About as many in all (424) as the flat 8 a city it
 * replaces (416), so seeding takes no longer. Deterministic: a city always gets the same count.
 */
export function generatedCountFor(population: number): number {
  return Math.min(18, Math.max(4, Math.round(4 + 2 * Math.log2(population / 100_000))));
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
  { name: 'Birmingham', state: 'AL', population: 200_000 },
  { name: 'Anchorage', state: 'AK', population: 291_000 },
  { name: 'Phoenix', state: 'AZ', population: 1608_000 },
  { name: 'Little Rock', state: 'AR', population: 202_000 },
  { name: 'Los Angeles', state: 'CA', population: 3898_000 },
  { name: 'San Francisco', state: 'CA', population: 873_000 },
  { name: 'Denver', state: 'CO', population: 715_000 },
  { name: 'Hartford', state: 'CT', population: 121_000 },
  { name: 'Wilmington', state: 'DE', population: 71_000 },
  { name: 'Miami', state: 'FL', population: 442_000 },
  { name: 'Atlanta', state: 'GA', population: 499_000 },
  { name: 'Honolulu', state: 'HI', population: 350_000 },
  { name: 'Boise', state: 'ID', population: 236_000 },
  { name: 'Chicago', state: 'IL', population: 2746_000 },
  { name: 'Indianapolis', state: 'IN', population: 887_000 },
  { name: 'Des Moines', state: 'IA', population: 214_000 },
  { name: 'Wichita', state: 'KS', population: 397_000 },
  { name: 'Louisville', state: 'KY', population: 633_000 },
  { name: 'New Orleans', state: 'LA', population: 384_000 },
  { name: 'Bangor', state: 'ME', population: 32_000 },
  { name: 'Baltimore', state: 'MD', population: 586_000 },
  { name: 'Boston', state: 'MA', population: 676_000 },
  { name: 'Detroit', state: 'MI', population: 639_000 },
  { name: 'Minneapolis', state: 'MN', population: 430_000 },
  { name: 'Jackson', state: 'MS', population: 154_000 },
  { name: 'Kansas City', state: 'MO', population: 508_000 },
  { name: 'Billings', state: 'MT', population: 117_000 },
  { name: 'Omaha', state: 'NE', population: 486_000 },
  { name: 'Las Vegas', state: 'NV', population: 641_000 },
  { name: 'Manchester', state: 'NH', population: 115_000 },
  { name: 'Newark', state: 'NJ', population: 311_000 },
  { name: 'Albuquerque', state: 'NM', population: 565_000 },
  { name: 'New York', state: 'NY', population: 8804_000 },
  { name: 'Charlotte', state: 'NC', population: 875_000 },
  { name: 'Fargo', state: 'ND', population: 126_000 },
  { name: 'Columbus', state: 'OH', population: 906_000 },
  { name: 'Oklahoma City', state: 'OK', population: 681_000 },
  { name: 'Portland', state: 'OR', population: 652_000 },
  { name: 'Philadelphia', state: 'PA', population: 1604_000 },
  { name: 'Providence', state: 'RI', population: 190_000 },
  { name: 'Charleston', state: 'SC', population: 151_000 },
  { name: 'Sioux Falls', state: 'SD', population: 193_000 },
  { name: 'Nashville', state: 'TN', population: 689_000 },
  { name: 'Austin', state: 'TX', population: 962_000 },
  { name: 'Houston', state: 'TX', population: 2304_000 },
  { name: 'Salt Lake City', state: 'UT', population: 200_000 },
  { name: 'Burlington', state: 'VT', population: 45_000 },
  { name: 'Richmond', state: 'VA', population: 226_000 },
  { name: 'Seattle', state: 'WA', population: 737_000 },
  { name: 'Huntington', state: 'WV', population: 46_000 },
  { name: 'Milwaukee', state: 'WI', population: 577_000 },
  { name: 'Cheyenne', state: 'WY', population: 65_000 },
];
