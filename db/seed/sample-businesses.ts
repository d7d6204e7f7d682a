/**
 * Hand-written sample businesses featured in the directory.
 * Pure data: no runtime dependencies.
 */

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

export const SAMPLE_BUSINESSES: readonly (SeedBusiness & { city: string; state: string })[] = [
  {
    name: 'Larimer Street Kitchen',
    category: 'restaurants',
    city: 'Denver',
    state: 'CO',
    description:
      'A farm-to-table kitchen in LoDo serving seasonal Colorado plates and a weekend brunch. Every cook is ServSafe certified, and cooler temperatures are logged digitally every two hours.',
    rating: 4.6,
    safetyScore: 94,
    address: '1520 Larimer St, Denver, CO 80202',
    phone: '(303) 555-0142',
    email: 'hello@larimerstreetkitchen.com',
    website: 'https://www.larimerstreetkitchen.com',
    certifications: ['ServSafe Certified', 'HACCP Certified'],
    badges: ['osha', 'city'],
  },
  {
    name: 'Menomonee Valley Metalworks',
    category: 'manufacturing',
    city: 'Milwaukee',
    state: 'WI',
    description:
      'Precision sheet-metal fabrication and powder coating for Midwest equipment makers since 1986. Machine guarding and lockout/tagout are audited monthly, and the shop has logged more than 1,200 days without a lost-time injury.',
    rating: 4.8,
    safetyScore: 97,
    address: '2201 W Canal St, Milwaukee, WI 53233',
    phone: '(414) 555-0178',
    email: 'info@mvmetalworks.com',
    website: 'https://www.mvmetalworks.com',
    certifications: ['ISO 45001', 'ISO 9001', 'OSHA 30-Hour'],
    badges: ['osha', 'state', 'city'],
  },
  {
    name: 'Southside Pediatric Associates',
    category: 'healthcare',
    city: 'Birmingham',
    state: 'AL',
    description:
      'A pediatric practice near Five Points South offering well-child visits, vaccinations and same-day sick appointments. Exam rooms are disinfected between every patient, and all clinicians maintain current pediatric advanced life support certification.',
    rating: 4.9,
    safetyScore: 96,
    address: '2021 10th Ave S, Birmingham, AL 35205',
    phone: '(205) 555-0116',
    email: 'frontdesk@southsidepediatrics.com',
    website: 'https://www.southsidepediatrics.com',
    certifications: ['Joint Commission Accredited', 'CLIA Certified'],
    badges: ['osha', 'state'],
  },
  {
    name: 'Elizabeth Park Early Learning Center',
    category: 'childcare',
    city: 'Hartford',
    state: 'CT',
    description:
      'A play-based program for infants through pre-K with outdoor time twice a day. Secure keypad entry, photo-ID pickup and monthly fire drills keep every classroom safe.',
    rating: 4.9,
    safetyScore: 98,
    address: '185 Farmington Ave, Hartford, CT 06105',
    phone: '(860) 555-0123',
    email: 'enroll@elizabethparklearning.com',
    website: 'https://www.elizabethparklearning.com',
    certifications: ['NAEYC Accredited', 'CPR & First Aid Certified Staff', 'State Licensed Child Care'],
    badges: ['state', 'city'],
  },
  {
    name: 'Chugach Ridge Builders',
    category: 'construction',
    city: 'Anchorage',
    state: 'AK',
    description:
      "A commercial and residential general contractor building for Alaska's long winters. Cold-weather work plans, 100% fall protection above six feet and daily toolbox talks are standard on every site.",
    rating: 4.4,
    safetyScore: 91,
    address: '3800 Arctic Blvd, Anchorage, AK 99503',
    phone: '(907) 555-0191',
    email: 'office@chugachridgebuilders.com',
    website: 'https://www.chugachridgebuilders.com',
    certifications: ['OSHA 30-Hour', 'EPA Lead-Safe Certified'],
    badges: ['osha', 'state'],
  },
  {
    name: 'Arkansas River Freight',
    category: 'transportation',
    city: 'Little Rock',
    state: 'AR',
    description:
      'A regional LTL and dedicated freight carrier serving Arkansas, Tennessee and Texas. Every tractor carries collision-mitigation systems and electronic logging devices, and drivers complete quarterly defensive-driving refreshers.',
    rating: 4.2,
    safetyScore: 86,
    address: '4500 E Roosevelt Rd, Little Rock, AR 72206',
    phone: '(501) 555-0137',
    email: 'dispatch@arkansasriverfreight.com',
    website: 'https://www.arkansasriverfreight.com',
    certifications: ['FMCSA Satisfactory Rating', 'Smith System Driver Training'],
    badges: ['osha'],
  },
  {
    name: 'Trolley Square Hardware',
    category: 'retail',
    city: 'Wilmington',
    state: 'DE',
    description:
      'A neighborhood hardware store offering tools, paint, key cutting and repair advice since 1952. Aisles are kept wide and clear for wheelchair access, and staff are trained in safe lifting and ladder use.',
    rating: 4.3,
    safetyScore: 83,
    address: '1704 Delaware Ave, Wilmington, DE 19806',
    phone: '(302) 555-0164',
    email: 'help@trolleysquarehardware.com',
    website: 'https://www.trolleysquarehardware.com',
    certifications: ['OSHA 10-Hour'],
    badges: ['city'],
  },
];
