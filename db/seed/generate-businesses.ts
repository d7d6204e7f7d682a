/**
 * Deterministic generator for the businesses listed in each seeded city.
 *
 * Everything is driven by a small seeded PRNG (mulberry32) whose seed is a
 * hash of the city's state and slug, so the same city always produces exactly
 * the same businesses: no Math.random, no clock.
 */

import type { BadgeType, BusinessCategory, SeedBusiness } from './sample-businesses.js';
import { businessSlug } from '../../app/lib/slugs.ts';

// ---------------------------------------------------------------------------
// PRNG helpers
// ---------------------------------------------------------------------------

type Rng = () => number;

/** 32-bit FNV-1a hash of a string, as an unsigned integer. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: tiny, fast seeded PRNG returning floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export { businessSlug };

function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('pick() called with an empty list');
  return item;
}

function intBetween(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

function shuffle<T>(rng: Rng, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return out;
}

function weighted<T>(rng: Rng, options: readonly (readonly [T, number])[]): T {
  const total = options.reduce((sum, [, w]) => sum + w, 0);
  let r = rng() * total;
  for (const [value, w] of options) {
    r -= w;
    if (r < 0) return value;
  }
  const last = options[options.length - 1];
  if (last === undefined) throw new Error('weighted() called with no options');
  return last[0];
}

// ---------------------------------------------------------------------------
// Locale data: real area codes and ZIP codes for the seeded cities
// ---------------------------------------------------------------------------

interface Locale {
  areaCodes: readonly string[];
  zips: readonly string[];
}

/** Keyed by `${STATE}:${slug}`. */
const CITY_LOCALES: Readonly<Record<string, Locale>> = {
  'AL:birmingham': { areaCodes: ['205'], zips: ['35203', '35205', '35209', '35222', '35233'] },
  'AK:anchorage': { areaCodes: ['907'], zips: ['99501', '99503', '99504', '99507', '99508'] },
  'AZ:phoenix': { areaCodes: ['602', '480'], zips: ['85003', '85004', '85006', '85008', '85016'] },
  'AR:little-rock': { areaCodes: ['501'], zips: ['72201', '72202', '72204', '72205', '72207'] },
  'CA:los-angeles': { areaCodes: ['213', '323'], zips: ['90012', '90015', '90026', '90028', '90036'] },
  'CA:san-francisco': { areaCodes: ['415', '628'], zips: ['94103', '94107', '94110', '94115', '94122'] },
  'CO:denver': { areaCodes: ['303', '720'], zips: ['80202', '80203', '80205', '80206', '80218'] },
  'CT:hartford': { areaCodes: ['860'], zips: ['06103', '06105', '06106', '06112', '06114'] },
  'DE:wilmington': { areaCodes: ['302'], zips: ['19801', '19802', '19805', '19806'] },
  'FL:miami': { areaCodes: ['305', '786'], zips: ['33125', '33127', '33130', '33131', '33137'] },
  'GA:atlanta': { areaCodes: ['404', '678'], zips: ['30303', '30308', '30309', '30312', '30318'] },
  'HI:honolulu': { areaCodes: ['808'], zips: ['96813', '96814', '96815', '96816', '96822'] },
  'ID:boise': { areaCodes: ['208'], zips: ['83702', '83704', '83705', '83706'] },
  'IL:chicago': { areaCodes: ['312', '773'], zips: ['60601', '60607', '60614', '60622', '60647'] },
  'IN:indianapolis': { areaCodes: ['317'], zips: ['46202', '46203', '46204', '46205', '46220'] },
  'IA:des-moines': { areaCodes: ['515'], zips: ['50309', '50310', '50312', '50314', '50315'] },
  'KS:wichita': { areaCodes: ['316'], zips: ['67202', '67203', '67208', '67211', '67214'] },
  'KY:louisville': { areaCodes: ['502'], zips: ['40202', '40203', '40204', '40205', '40206'] },
  'LA:new-orleans': { areaCodes: ['504'], zips: ['70112', '70113', '70115', '70116', '70130'] },
  'ME:bangor': { areaCodes: ['207'], zips: ['04401'] },
  'MD:baltimore': { areaCodes: ['410', '443'], zips: ['21201', '21202', '21211', '21224', '21230'] },
  'MA:boston': { areaCodes: ['617', '857'], zips: ['02108', '02110', '02115', '02116', '02118'] },
  'MI:detroit': { areaCodes: ['313'], zips: ['48201', '48207', '48208', '48216', '48226'] },
  'MN:minneapolis': { areaCodes: ['612'], zips: ['55401', '55403', '55404', '55408', '55414'] },
  'MS:jackson': { areaCodes: ['601', '769'], zips: ['39201', '39202', '39206', '39211', '39216'] },
  'MO:kansas-city': { areaCodes: ['816'], zips: ['64105', '64106', '64108', '64111', '64112'] },
  'MT:billings': { areaCodes: ['406'], zips: ['59101', '59102', '59105', '59106'] },
  'NE:omaha': { areaCodes: ['402', '531'], zips: ['68102', '68105', '68106', '68114', '68131'] },
  'NV:las-vegas': { areaCodes: ['702', '725'], zips: ['89101', '89102', '89104', '89109', '89117'] },
  'NH:manchester': { areaCodes: ['603'], zips: ['03101', '03102', '03103', '03104'] },
  'NJ:newark': { areaCodes: ['973', '862'], zips: ['07102', '07103', '07104', '07105', '07107'] },
  'NM:albuquerque': { areaCodes: ['505'], zips: ['87102', '87104', '87106', '87108', '87110'] },
  'NY:new-york': { areaCodes: ['212', '646', '718'], zips: ['10001', '10003', '10011', '10013', '10016'] },
  'NC:charlotte': { areaCodes: ['704', '980'], zips: ['28202', '28203', '28204', '28205', '28209'] },
  'ND:fargo': { areaCodes: ['701'], zips: ['58102', '58103', '58104'] },
  'OH:columbus': { areaCodes: ['614', '380'], zips: ['43201', '43205', '43206', '43212', '43215'] },
  'OK:oklahoma-city': { areaCodes: ['405'], zips: ['73102', '73103', '73106', '73112', '73118'] },
  'OR:portland': { areaCodes: ['503', '971'], zips: ['97201', '97205', '97209', '97214', '97217'] },
  'PA:philadelphia': { areaCodes: ['215', '267'], zips: ['19103', '19106', '19107', '19123', '19147'] },
  'RI:providence': { areaCodes: ['401'], zips: ['02903', '02904', '02906', '02908', '02909'] },
  'SC:charleston': { areaCodes: ['843'], zips: ['29401', '29403', '29407', '29412'] },
  'SD:sioux-falls': { areaCodes: ['605'], zips: ['57103', '57104', '57105', '57106', '57108'] },
  'TN:nashville': { areaCodes: ['615', '629'], zips: ['37203', '37204', '37206', '37208', '37212'] },
  'TX:austin': { areaCodes: ['512', '737'], zips: ['78701', '78702', '78703', '78704', '78751'] },
  'TX:houston': { areaCodes: ['713', '832', '281'], zips: ['77002', '77003', '77006', '77007', '77019'] },
  'UT:salt-lake-city': { areaCodes: ['801', '385'], zips: ['84101', '84102', '84103', '84105', '84111'] },
  'VT:burlington': { areaCodes: ['802'], zips: ['05401', '05408'] },
  'VA:richmond': { areaCodes: ['804'], zips: ['23219', '23220', '23221', '23223', '23224'] },
  'WA:seattle': { areaCodes: ['206'], zips: ['98101', '98103', '98104', '98109', '98122'] },
  'WV:huntington': { areaCodes: ['304', '681'], zips: ['25701', '25702', '25703', '25704', '25705'] },
  'WI:milwaukee': { areaCodes: ['414'], zips: ['53202', '53204', '53207', '53208', '53212'] },
  'WY:cheyenne': { areaCodes: ['307'], zips: ['82001', '82007', '82009'] },
};

/** Locale for a city: exact match, else another city in the same state, else synthetic. */
function localeFor(rng: Rng, state: string, slug: string): Locale {
  const exact = CITY_LOCALES[`${state}:${slug}`];
  if (exact) return exact;
  const prefix = `${state}:`;
  const sameState = Object.keys(CITY_LOCALES).find((key) => key.startsWith(prefix));
  if (sameState) {
    const loc = CITY_LOCALES[sameState];
    if (loc) return loc;
  }
  const area = String(intBetween(rng, 201, 989));
  const zipBase = intBetween(rng, 100, 999) * 100;
  return {
    areaCodes: [area],
    zips: [0, 3, 7, 12].map((d) => String(zipBase + d).padStart(5, '0')),
  };
}

// ---------------------------------------------------------------------------
// Word lists
// ---------------------------------------------------------------------------

const WORDS = {
  surname: [
    'Anderson', 'Bennett', 'Carter', 'Delgado', 'Ellison', 'Fischer', 'Garcia', 'Iverson',
    'Jensen', 'Kowalski', 'Lindqvist', 'Morales', 'Nakamura', "O'Brien", 'Patel', 'Quinn',
    'Ramirez', 'Sullivan', 'Thompson', 'Underwood', 'Whitaker', 'Zimmerman', 'Brennan',
    'Castillo', 'Donovan', 'Okafor', 'Nguyen', 'Harper', 'Walsh', 'Moreno', 'Becker', 'Hale',
    'Mercer', 'Pruitt', 'Schmidt', 'Tran', 'Holloway', 'Keller', 'Lawson', 'Marsh', 'Novak',
    'Park', 'Russo', 'Stein', 'Vega', 'Wong', 'Abernathy', 'Dunn', 'Kaplan', 'McAllister',
  ],
  first: [
    'Rosa', 'Tony', 'Mabel', 'Luis', 'Nina', 'Gus', 'Hattie', 'Sal', 'Ruby', 'Marco', 'June',
    'Frank', 'Lena', 'Otis', 'Dolores', 'Ike', 'Benny', 'Maggie', 'Walt', 'Irene',
  ],
  adj: [
    'Copper', 'Golden', 'Rustic', 'Honest', 'Little', 'Wild', 'Blue', 'Iron', 'Silver',
    'Green', 'Crimson', 'Humble', 'Happy', 'Smoky', 'Sunny', 'Velvet',
  ],
  food: [
    'Fig', 'Spoon', 'Sparrow', 'Olive', 'Pepper', 'Ladle', 'Acorn', 'Clover', 'Harvest',
    'Lantern', 'Thyme', 'Juniper', 'Hen', 'Radish', 'Kettle', 'Oak',
  ],
  taq: ['El Sol', 'La Palma', 'Los Compadres', 'El Farolito', 'La Esquina', 'El Nopal', 'Las Brisas', 'La Milpa'],
  ramen: ['Kumo', 'Hinode', 'Tsuki', 'Sakura', 'Yuzu', 'Komorebi', 'Hoshi', 'Nami'],
  cword: [
    'Keystone', 'Summit', 'Cornerstone', 'Bedrock', 'Ironwood', 'Granite Ridge', 'Benchmark',
    'Plumb Line', 'True Level', 'Redstone', 'Steel Creek', 'Ridgeline', 'Landmark', 'Capstone',
  ],
  hword: [
    'Cedar', 'Willow', 'Evergreen', 'Bright Path', 'Harbor', 'Summit', 'Clearwater',
    'Meadowbrook', 'Riverbend', 'Aspen', 'Sage', 'Lakeside', 'Bluestem', 'Wellspring',
  ],
  kid: [
    'Little Acorns', 'Sunny Days', 'Bright Beginnings', 'Tiny Tots', 'Honeybee', 'Little Sprouts',
    'Busy Bees', 'Rainbow Bridge', 'Small Wonders', 'Treehouse', 'Little Explorers', 'Firefly',
    'Blue Jay', 'Ladybug', 'Tender Years', 'Wonder Garden',
  ],
  mword: [
    'Apex', 'Ironclad', 'Tri-Star', 'Sterling', 'Vanguard', 'Allied', 'Continental', 'Northstar',
    'Pinnacle', 'Forge Point', 'Titan', 'Meridian', 'Atlas', 'Keystone',
  ],
  tword: [
    'Blue Line', 'Crossroads', 'Interstate', 'Roadrunner', 'Swift River', 'Red Arrow', 'Liberty',
    'Eagle', 'Heartland', 'Compass', 'Gateway', 'Silver Star', 'Milestone', 'Open Road',
  ],
  rword: [
    'Maple', 'Bluebird', 'Lantern', 'Juniper', 'Wayfarer', 'Cardinal', 'Harbor', 'Foxglove',
    'Corner Post', 'Evergreen', 'Main Street', 'Two Rivers', 'Red Door', 'Good Neighbor',
  ],
} as const satisfies Record<string, readonly string[]>;

type WordList = keyof typeof WORDS;

const AREAS = [
  'Northside', 'Southside', 'Eastside', 'Westside', 'Midtown', 'Downtown', 'Riverside',
  'Lakeview', 'Uptown', 'Parkside', 'Hillcrest', 'Old Town', 'Westgate', 'Brookside',
  'Fairview', 'Elmwood', 'Highland Park', 'Crossroads',
] as const;

const STREETS = [
  'Main', 'Oak', 'Maple', 'Cedar', 'Elm', 'Pine', 'Washington', 'Lincoln', 'Jefferson',
  'Madison', 'Franklin', 'Park', 'Lake', 'Hill', 'Walnut', 'Church', 'Market', 'Union',
  'Spring', 'River', 'Highland', 'Grand', 'Center', 'Mill', 'Chestnut', 'Sycamore', 'Willow',
  'Jackson', 'Adams', 'Monroe', 'Ridge', 'Prospect', 'Water', 'Front', 'Lafayette', 'Harrison',
  'Poplar', 'Magnolia', 'Cherry', 'Hickory', 'College', 'Broad', 'Commerce', 'Industrial',
] as const;

const NUMBERED_STREETS = [
  '1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th', '10th', '12th', '14th', '16th',
] as const;

const STREET_SUFFIXES = [
  ['St', 35],
  ['Ave', 30],
  ['Rd', 15],
  ['Blvd', 10],
  ['Dr', 10],
] as const satisfies readonly (readonly [string, number])[];

// ---------------------------------------------------------------------------
// Category content
// ---------------------------------------------------------------------------

const CORE_CATEGORIES = [
  'restaurants',
  'construction',
  'healthcare',
  'childcare',
  'manufacturing',
  'transportation',
  'retail',
] as const satisfies readonly BusinessCategory[];

interface BusinessKind {
  /** Name templates: {city}, {area}, {surname}, {first} or any WORDS list. */
  names: readonly string[];
  /** One-sentence introductions; may use {city}, {area}, {year}. */
  intros: readonly string[];
}

const KINDS: Readonly<Record<BusinessCategory, readonly BusinessKind[]>> = {
  restaurants: [
    {
      names: ['{adj} {food} Kitchen', '{area} Kitchen & Bar', 'The {adj} {food}'],
      intros: [
        'A chef-driven neighborhood restaurant serving seasonal small plates and house-made desserts.',
        'A casual {area} spot for scratch-made comfort food, craft cocktails and weekend brunch.',
        "Seasonal American cooking built around produce from farms within a day's drive of {city}.",
      ],
    },
    {
      names: ["{surname}'s Bistro", '{adj} {food} Bistro'],
      intros: [
        'A cozy bistro pairing French-inspired dishes with a thoughtful, mostly small-producer wine list.',
        'An intimate, family-owned bistro that has been a {city} date-night favorite since {year}.',
      ],
    },
    {
      names: ["{first}'s Diner", '{area} Diner', "{first}'s Family Restaurant"],
      intros: [
        'A family-run diner serving breakfast all day, hand-cut fries and pies baked every morning.',
        'A classic {city} diner open since {year}, known for bottomless coffee and hearty breakfasts.',
      ],
    },
    {
      names: ['Taqueria {taq}', '{taq} Cocina Mexicana'],
      intros: [
        'Street-style tacos, slow-braised barbacoa and fresh tortillas pressed in house every day.',
        'A family-owned taqueria serving regional Mexican recipes passed down through three generations.',
      ],
    },
    {
      names: ["{first}'s Pizzeria", '{adj} Crust Pizza Co.', '{surname} Brothers Pizza'],
      intros: [
        'Wood-fired Neapolitan pies, house-made mozzarella and a rotating list of local beers.',
        'A neighborhood pizzeria serving hand-tossed pies by the slice since {year}.',
      ],
    },
    {
      names: ['{adj} {food} Bakery', '{area} Bread Company', '{adj} Rise Bakehouse'],
      intros: [
        'An early-morning bakery turning out sourdough loaves, croissants and custom celebration cakes.',
        'A scratch bakery and coffee bar baking with locally milled flour.',
      ],
    },
    {
      names: ["{surname}'s Smokehouse", '{area} Grill', '{adj} Ember Grill'],
      intros: [
        'Low-and-slow barbecue smoked over hardwood for up to fourteen hours, with scratch-made sides.',
        'A lively grill serving steaks, burgers and chops cooked over an open flame.',
      ],
    },
    {
      names: ['{ramen} Ramen', '{ramen} Noodle House'],
      intros: [
        'Rich tonkotsu and shoyu ramen built on broths simmered for eighteen hours.',
        'A counter-service noodle bar serving hand-pulled noodles, dumplings and rice bowls.',
      ],
    },
  ],
  construction: [
    {
      names: ['{surname} Builders', '{surname} & Sons Construction', '{cword} Construction', '{surname} Construction Co.'],
      intros: [
        'A general contractor handling commercial build-outs, tenant improvements and ground-up projects across {city}.',
        'A family-owned builder specializing in custom homes and additions since {year}.',
        'A design-build firm delivering offices, retail spaces and light-industrial buildings throughout the {city} area.',
      ],
    },
    {
      names: ['{city} Structural Group', '{cword} Structural', '{area} Steel Erectors'],
      intros: [
        'A structural steel and concrete contractor for mid-rise commercial and multifamily projects.',
        'Specialists in structural framing, steel erection and building retrofits.',
      ],
    },
    {
      names: ['{cword} Roofing', '{surname} Roofing & Exteriors'],
      intros: [
        'Residential and commercial roofing, gutters and siding, with storm-damage repair available around the clock.',
        'A roofing contractor installing shingle, metal and flat membrane roofs across {city}.',
      ],
    },
    {
      names: ['{surname} Electric', '{cword} Electrical Contractors'],
      intros: [
        'A licensed electrical contractor for commercial fit-outs, service upgrades and EV charger installations.',
        'Commercial and industrial electrical work, from new construction wiring to generator installs.',
      ],
    },
    {
      names: ['{cword} Concrete', '{surname} Excavating', '{surname} Paving & Sitework'],
      intros: [
        'Site preparation, excavation, utility trenching and concrete flatwork for commercial and municipal projects.',
        'Foundations, driveways and decorative concrete poured by crews with decades of experience.',
      ],
    },
    {
      names: ['{area} Renovation Co.', '{cword} Remodeling', '{surname} Home Improvement'],
      intros: [
        'Kitchen, bath and whole-home renovations for older {city} homes.',
        'A remodeling contractor focused on historic homes, additions and accessibility upgrades.',
      ],
    },
    {
      names: ['{cword} Mechanical', '{surname} Plumbing & Heating'],
      intros: [
        'A commercial HVAC, plumbing and pipefitting contractor serving hospitals, schools and offices.',
        'Heating, cooling and plumbing installation and repair for homes and small businesses since {year}.',
      ],
    },
  ],
  healthcare: [
    {
      names: ['{city} Family Clinic', '{area} Family Medicine', '{hword} Health Center', '{hword} Primary Care'],
      intros: [
        'A primary care practice offering annual physicals, chronic disease management and same-week appointments.',
        'Family medicine for patients of all ages, with on-site lab work and telehealth visits.',
      ],
    },
    {
      names: ['{area} Urgent Care', '{hword} Urgent Care', '{city} Walk-In Clinic'],
      intros: [
        'A walk-in clinic open seven days a week for minor injuries, illnesses, X-rays and occupational health.',
        'Urgent care with extended evening hours, on-site X-ray and short wait times.',
      ],
    },
    {
      names: ['{surname} Family Dental', '{hword} Dental Group', '{area} Dental Care'],
      intros: [
        'General and cosmetic dentistry, including cleanings, crowns and clear aligners, for patients of all ages.',
        'A family dental practice with evening appointments and sedation options for anxious patients.',
      ],
    },
    {
      names: ['{hword} Physical Therapy', '{surname} Physical Therapy', '{area} Sports & Spine Rehab'],
      intros: [
        'Outpatient physical therapy for sports injuries, post-surgical rehab and chronic back pain.',
        'One-on-one physical therapy and return-to-work programs led by board-certified clinicians.',
      ],
    },
    {
      names: ['{area} Pediatrics', '{hword} Pediatric Associates', "{city} Children's Clinic"],
      intros: [
        'A pediatric practice providing well-child visits, immunizations and same-day sick care from birth through age 18.',
        'Board-certified pediatricians caring for {city} kids since {year}, with a separate well-visit waiting room.',
      ],
    },
    {
      names: ['{surname} Eye Care', '{hword} Vision Center'],
      intros: [
        'Comprehensive eye exams, contact lens fittings and treatment for glaucoma and dry eye.',
        'An optometry practice offering pediatric eye exams, eyewear and urgent eye care.',
      ],
    },
    {
      names: ['{city} Diagnostic Imaging', '{hword} Imaging Center'],
      intros: [
        'An outpatient imaging center offering MRI, CT, ultrasound and low-dose digital mammography.',
        'Same-week diagnostic imaging with board-certified radiologists reading every scan.',
      ],
    },
  ],
  childcare: [
    {
      names: ['{kid} Learning Center', '{kid} Early Learning Academy', '{area} Child Development Center'],
      intros: [
        'A licensed early learning center for infants through pre-K with a play-based, kindergarten-readiness curriculum.',
        'Full-day child care for ages six weeks to five years, with daily outdoor play and family updates through a parent app.',
      ],
    },
    {
      names: ['{kid} Montessori School', '{area} Montessori'],
      intros: [
        'A Montessori program for toddlers and preschoolers emphasizing hands-on, self-directed learning.',
        'Mixed-age Montessori classrooms for children 18 months to six years, serving {city} families since {year}.',
      ],
    },
    {
      names: ['{kid} Preschool', '{kid} Nursery School', '{area} Cooperative Preschool'],
      intros: [
        'A half- and full-day preschool focused on early literacy, music and social skills.',
        'A small preschool where children learn through art, gardening and outdoor exploration.',
      ],
    },
    {
      names: ['{kid} After-School Club', '{area} Kids Club'],
      intros: [
        'Before- and after-school care for children ages 5 to 12, with homework help, sports and STEM projects.',
        'School-age care and summer day camp with transportation from local elementary schools.',
      ],
    },
    {
      names: ['{surname} Family Daycare', "{first}'s Little Ones Daycare"],
      intros: [
        'A small, home-based daycare offering a family atmosphere with no more than eight children.',
        'A licensed family child care home in {area} with flexible hours for working parents.',
      ],
    },
  ],
  manufacturing: [
    {
      names: ['{mword} Precision Machining', '{surname} Tool & Die', '{mword} CNC'],
      intros: [
        'A CNC machine shop producing tight-tolerance parts for aerospace, medical and agricultural customers.',
        'Precision machining, tooling and die repair for manufacturers across the region since {year}.',
      ],
    },
    {
      names: ['{city} Metal Works', '{mword} Fabrication', '{surname} Steel Fabricators'],
      intros: [
        'Custom metal fabrication, welding and powder coating for commercial and industrial clients since {year}.',
        'Structural and miscellaneous steel fabrication, from handrails to equipment skids.',
      ],
    },
    {
      names: ['{mword} Plastics', '{mword} Molding Co.'],
      intros: [
        'An injection-molding plant producing plastic components for automotive and consumer products.',
        'Custom thermoforming and injection molding with in-house tool design.',
      ],
    },
    {
      names: ['{mword} Packaging Co.', '{city} Box & Container'],
      intros: [
        'Corrugated boxes, custom retail displays and protective packaging made to order.',
        'A packaging plant supplying food-grade containers and shipping cartons to regional brands.',
      ],
    },
    {
      names: ['{surname} Foods', '{city} Bottling Co.'],
      intros: [
        'A regional food manufacturer producing sauces, dressings and baked goods for grocers across the state.',
        'A family-owned food plant making small-batch products in {city} since {year}.',
      ],
    },
    {
      names: ['{mword} Components', '{surname} Manufacturing', '{mword} Industries'],
      intros: [
        'A contract manufacturer assembling electrical components, wire harnesses and control panels.',
        'A light-industrial manufacturer producing HVAC parts and sheet-metal assemblies.',
      ],
    },
  ],
  transportation: [
    {
      names: ['{surname} Trucking', '{tword} Freight Lines', '{tword} Transport'],
      intros: [
        'A regional truckload carrier running dry van and refrigerated freight across the region.',
        'A family-owned trucking company hauling freight out of {city} since {year}.',
      ],
    },
    {
      names: ['{city} Logistics', '{tword} Logistics Group'],
      intros: [
        'Warehousing, cross-docking and last-mile delivery for retailers and manufacturers.',
        'Third-party logistics with a bonded warehouse and a local delivery fleet.',
      ],
    },
    {
      names: ['{area} Moving & Storage', '{surname} Movers'],
      intros: [
        'Local and long-distance moving, packing services and climate-controlled storage.',
        'Residential and office moves across {city}, with piano and fine-art handling.',
      ],
    },
    {
      names: ['{tword} Courier', '{city} Express Delivery'],
      intros: [
        'Same-day courier service for legal, medical and business documents across {city}.',
        'On-demand and scheduled deliveries by van and bike courier throughout the metro area.',
      ],
    },
    {
      names: ['{city} Medical Transport', '{hword} Care Transit'],
      intros: [
        'Wheelchair-accessible, non-emergency medical transportation to appointments, dialysis and hospital discharges.',
        'Door-to-door rides for seniors and patients with mobility needs, seven days a week.',
      ],
    },
    {
      names: ['{tword} Charter Bus', '{tword} Coach Lines'],
      intros: [
        'Motorcoach charters for school trips, sports teams and corporate events.',
        'Charter buses and shuttle service for weddings, tours and airport transfers.',
      ],
    },
    {
      names: ['{surname} Towing & Recovery'],
      intros: ['24-hour towing, roadside assistance and heavy-duty recovery across the {city} area.'],
    },
  ],
  retail: [
    {
      names: ['{surname} Hardware', '{area} Hardware & Supply'],
      intros: [
        'A neighborhood hardware store with tools, paint mixing, key cutting and knowledgeable staff.',
        'A family-owned hardware and lumber store serving {city} contractors and homeowners since {year}.',
      ],
    },
    {
      names: ['{area} Market', '{rword} Grocery', '{surname} Family Market'],
      intros: [
        'An independent grocery with local produce, a full-service deli and a butcher counter.',
        'A neighborhood market stocking pantry staples, fresh bread and prepared meals.',
      ],
    },
    {
      names: ["{surname}'s Pharmacy", '{area} Apothecary'],
      intros: [
        'An independent pharmacy offering prescription fills, immunizations and free local delivery.',
        'A community pharmacy with compounding services and a pharmacist available for walk-in consultations.',
      ],
    },
    {
      names: ['{city} Outfitters', '{rword} Outdoor Supply'],
      intros: [
        'Camping, hiking and paddling gear, with rentals and free gear-fitting advice.',
        'An outdoor store selling footwear, apparel and equipment for every season.',
      ],
    },
    {
      names: ['{rword} Home & Garden', '{surname} Garden Center'],
      intros: [
        'A garden center and home store stocking plants, soil, tools and outdoor furniture.',
        'Perennials, shrubs and landscaping supplies, with design help from certified horticulturists.',
      ],
    },
    {
      names: ['{rword} Books', '{area} Booksellers'],
      intros: [
        "An independent bookstore with a well-stocked children's section and regular author events.",
        'New and used books, a reading nook and weekly story time for kids.',
      ],
    },
    {
      names: ['{area} Pet Supply', '{rword} Pet Co.'],
      intros: [
        'A locally owned pet supply store carrying natural foods, toys and grooming supplies.',
        'Pet food, supplies and self-serve dog washing, with adoption events every month.',
      ],
    },
    {
      names: ['{rword} Cycle Shop', '{area} Bicycle Co.'],
      intros: [
        'Bike sales, repairs and professional fittings, with a full-service workshop.',
        'Commuter, kids and e-bikes, plus free safety checks for every bike sold.',
      ],
    },
  ],
  other: [
    {
      names: ['{area} Auto Repair', '{surname} Automotive'],
      intros: [
        'A full-service auto repair shop handling brakes, diagnostics and scheduled maintenance.',
        'An independent garage servicing domestic and import vehicles since {year}.',
      ],
    },
    {
      names: ['{city} Fitness Co-op', '{hword} Fitness Studio', '{area} Climbing Gym'],
      intros: [
        'A community gym offering strength training, group classes and personal coaching.',
        'A member-owned fitness space with classes for every level, from beginners to athletes.',
      ],
    },
    {
      names: ['{rword} Clean Janitorial', '{surname} Cleaning Services'],
      intros: [
        'Commercial janitorial and disinfection services for offices, clinics and schools.',
        'Office and post-construction cleaning with green-certified products.',
      ],
    },
    {
      names: ['{surname} Property Management', '{cword} Property Services'],
      intros: [
        'Residential property management for apartment communities and single-family rentals.',
        'Maintenance, leasing and tenant services for {city} apartment buildings.',
      ],
    },
    {
      names: ['{hword} Veterinary Hospital', '{area} Animal Clinic'],
      intros: [
        'A full-service veterinary hospital for dogs and cats offering wellness care, dentistry and surgery.',
        'A neighborhood animal clinic providing vaccinations, spay and neuter surgery and senior pet care.',
      ],
    },
    {
      names: ['{surname} Security Services', '{tword} Security'],
      intros: [
        'Licensed security officers for events, construction sites and commercial properties.',
        'Alarm monitoring, access control and patrol services for {city} businesses.',
      ],
    },
  ],
};

/** Concrete safety practices; one is appended to every description. */
const PRACTICES: Readonly<Record<BusinessCategory, readonly string[]>> = {
  restaurants: [
    'Cooler and hot-holding temperatures are logged every four hours, and every shift lead is a certified food protection manager.',
    'Raw proteins are prepped on color-coded boards at a dedicated station to prevent cross-contamination.',
    'All staff complete allergen training, and allergy orders are plated with separate, labeled utensils.',
    'The hood fire-suppression system is inspected twice a year, and anti-slip matting covers every kitchen floor.',
    'Sanitizer concentration is test-stripped at every shift change and handwashing sinks are checked hourly.',
    'The kitchen follows a written HACCP plan with date labels and first-in, first-out stock rotation.',
    'Every cook is ServSafe certified, and the restaurant has passed its last {inspections} health inspections without a critical violation.',
  ],
  construction: [
    'Every crew member completes OSHA 10-hour training, and site supervisors hold OSHA 30-hour cards.',
    'Daily toolbox talks and 100% fall protection above six feet are mandatory on every job site.',
    'Trenches deeper than five feet are shored or sloped and inspected by a competent person each morning.',
    'Scaffolds are tagged and inspected before every shift, and hard hats, eye protection and high-visibility vests are required at all times.',
    'A site-specific safety plan is reviewed with every subcontractor before work begins.',
    'Silica dust is controlled with wet-cutting tools and on-tool vacuum extraction.',
    'The company has worked more than {days} days without a lost-time injury.',
  ],
  healthcare: [
    'Exam rooms are disinfected with EPA-registered products between patients, and hand-hygiene compliance is audited monthly.',
    'Medications and vaccines are verified by barcode scan against the patient record before they are given.',
    'All clinical staff hold current BLS certification, and an AED and crash cart are checked daily.',
    'Sharps and biohazard waste are handled under a written exposure-control plan reviewed every year.',
    'Patient records are protected with role-based access controls and encrypted, off-site backups.',
    'Sterilizers are verified with weekly biological spore testing and every instrument pack is indicator-checked.',
    'Vaccine refrigerators are monitored around the clock with alarmed digital data loggers.',
  ],
  childcare: [
    'Every staff member is background-checked and certified in pediatric CPR and first aid.',
    'Secure keypad entry and photo-ID pickup authorization protect every classroom.',
    'Fire and shelter-in-place drills are practiced monthly, and playground surfaces are inspected daily.',
    'Infant rooms follow safe-sleep practices, and staff-to-child ratios stay below state maximums all day.',
    'Allergy action plans are posted in each classroom, and all meals and snacks are prepared nut-free.',
    'Toys and surfaces are sanitized daily, and staff follow a written illness-exclusion policy.',
  ],
  manufacturing: [
    'Machine guarding and lockout/tagout procedures are audited monthly on every production line.',
    'Forklift operators are certified and re-evaluated every three years, and pedestrian walkways are marked throughout the plant.',
    'Hearing conservation, respiratory protection and up-to-date safety data sheets are maintained for every work area.',
    'A joint labor-management safety committee reviews every near-miss report each week.',
    'The plant has gone more than {days} days without a lost-time injury.',
    'Combustible dust is controlled with dedicated collection systems and weekly housekeeping inspections.',
    'New hires complete a 40-hour safety orientation and work alongside a mentor for their first month.',
  ],
  transportation: [
    'Drivers complete documented pre-trip and post-trip inspections, and every vehicle is fitted with an electronic logging device.',
    'All drivers are enrolled in DOT drug and alcohol testing and complete annual defensive-driving refreshers.',
    'Vehicles are serviced on a strict preventive-maintenance schedule and equipped with collision-avoidance systems.',
    'Hours of service are monitored in real time, and dispatch never schedules a driver past legal limits.',
    'Cargo is secured to FMCSA standards and re-checked within the first 50 miles of every trip.',
    'Forward- and driver-facing cameras support a coaching program that has cut hard-braking events year over year.',
  ],
  retail: [
    'Aisles are kept clear to ADA width, and floors are checked for spills on a half-hourly sweep schedule.',
    'Staff are trained in safe lifting and use rolling ladders for every top-shelf item.',
    'Emergency exits are inspected weekly, and every employee is trained on the store evacuation plan.',
    'Card payments run on PCI-compliant terminals, and the store is protected by a monitored alarm system.',
    'Tall shelving is anchored to the wall, and fire extinguishers are inspected monthly.',
    'Employees complete annual first-aid and de-escalation training.',
  ],
  other: [
    'Employees complete annual safety training, and the premises pass a yearly fire-marshal inspection.',
    'A written emergency action plan is posted at every exit, with a first-aid kit and AED on site.',
    'Chemicals are stored in labeled, ventilated cabinets with safety data sheets on hand.',
    'Staff are background-checked, and equipment is inspected on a documented maintenance schedule.',
  ],
};

const CERTIFICATIONS: Readonly<Record<BusinessCategory, readonly string[]>> = {
  restaurants: [
    'ServSafe Certified',
    'ServSafe Allergens Certified',
    'HACCP Certified',
    'Certified Food Protection Manager',
    'OSHA 10-Hour',
  ],
  construction: [
    'OSHA 30-Hour',
    'OSHA 10-Hour',
    'EPA Lead-Safe Certified',
    'ISO 45001',
    'NCCER Accredited',
    'ABC STEP Diamond',
  ],
  healthcare: [
    'Joint Commission Accredited',
    'CLIA Certified',
    'AAAHC Accredited',
    'HIPAA Compliant',
    'BLS Certified Staff',
  ],
  childcare: [
    'NAEYC Accredited',
    'State Licensed Child Care',
    'CPR & First Aid Certified Staff',
    'Background-Checked Staff',
    'Safe Sleep Trained',
  ],
  manufacturing: ['ISO 9001', 'ISO 45001', 'ISO 14001', 'OSHA VPP Star Site', 'OSHA 30-Hour'],
  transportation: [
    'FMCSA Satisfactory Rating',
    'DOT Compliant',
    'Smith System Driver Training',
    'Hazmat Endorsed Drivers',
    'SmartWay Partner',
  ],
  retail: ['OSHA 10-Hour', 'PCI DSS Compliant', 'ADA Compliant Facility', 'First Aid/CPR/AED Trained Staff'],
  other: ['OSHA 10-Hour', 'First Aid/CPR/AED Trained Staff', 'ISO 45001', 'NFPA 101 Compliant'],
};

const BADGE_PROBABILITY: readonly (readonly [BadgeType, number])[] = [
  ['osha', 0.55],
  ['state', 0.45],
  ['city', 0.35],
];

// ---------------------------------------------------------------------------
// Generator
// ---------------------------------------------------------------------------

interface TemplateContext {
  city: string;
  area: string;
  surname: string;
  first: string;
  year: string;
  days: string;
  inspections: string;
}

function fill(rng: Rng, template: string, ctx: TemplateContext): string {
  return template.replace(/\{(\w+)\}/g, (_match, key: string) => {
    if (key in ctx) return ctx[key as keyof TemplateContext];
    if (key in WORDS) return pick(rng, WORDS[key as WordList]);
    throw new Error(`Unknown template token {${key}}`);
  });
}

/** 1234 -> "1,234" without relying on the runtime's ICU data. */
function withThousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function domainFor(name: string): string {
  return `${name.toLowerCase().replace(/[^a-z0-9]/g, '')}.com`;
}

function safetyScoreFor(rng: Rng): number {
  const band = weighted(rng, [
    [[95, 99], 22],
    [[90, 94], 30],
    [[80, 89], 33],
    [[70, 79], 15],
  ] as const);
  // Near-perfect scores are rarer than merely excellent ones: skew the top band downwards, so a
  // "Top 5" list reads like real audits (99, 98, 97…) rather than a row of identical 99s.
  if (band[0] === 95) return 95 + Math.floor(rng() ** 1.8 * 5);
  return intBetween(rng, band[0], band[1]);
}

function ratingFor(rng: Rng, score: number): number {
  const t = (score - 70) / 29;
  const raw = 3.5 + t * 1.1 + (rng() - 0.5) * 0.8;
  const clamped = Math.min(5, Math.max(3.5, raw));
  return Math.round(clamped * 10) / 10;
}

function addressFor(rng: Rng, city: string, state: string, locale: Locale, usedStreets: Set<string>): string {
  let street = '';
  for (let attempt = 0; attempt < 20; attempt++) {
    const numbered = rng() < 0.2;
    const base = numbered ? pick(rng, NUMBERED_STREETS) : pick(rng, STREETS);
    const suffix = numbered ? (rng() < 0.5 ? 'St' : 'Ave') : weighted(rng, STREET_SUFFIXES);
    const direction = rng() < 0.2 ? `${pick(rng, ['N', 'S', 'E', 'W'] as const)} ` : '';
    street = `${direction}${base} ${suffix}`;
    if (!usedStreets.has(street)) break;
  }
  usedStreets.add(street);
  const number = rng() < 0.3 ? intBetween(rng, 100, 999) : intBetween(rng, 1000, 9899);
  return `${number} ${street}, ${city}, ${state} ${pick(rng, locale.zips)}`;
}

/**
 * Generate `count` businesses for a city. Deterministic: the same city always
 * yields exactly the same list. With count >= 7 every core category
 * (restaurants, construction, healthcare, childcare, manufacturing,
 * transportation, retail) appears at least once; extra slots get a random
 * category, occasionally 'other'. Names are unique within the city.
 */
export function generateBusinesses(
  city: { name: string; state: string; slug: string },
  count = 8,
): SeedBusiness[] {
  const total = Math.max(0, Math.floor(count));
  const rng = mulberry32(hashString(`${city.state}:${city.slug}`));
  const locale = localeFor(rng, city.state, city.slug);

  const core = shuffle(rng, CORE_CATEGORIES);
  const categories: BusinessCategory[] = core.slice(0, Math.min(total, core.length));
  while (categories.length < total) {
    categories.push(rng() < 0.15 ? 'other' : pick(rng, CORE_CATEGORIES));
  }
  const ordered = shuffle(rng, categories);

  const phoneSuffixes = shuffle(
    rng,
    Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0')),
  );
  const usedKeys = new Set<string>();
  const usedKinds = new Set<BusinessKind>();
  const usedStreets = new Set<string>();
  const businesses: SeedBusiness[] = [];

  ordered.forEach((category, index) => {
    const kinds = KINDS[category];
    let name = '';
    let ctx: TemplateContext | undefined;
    let kind: BusinessKind | undefined;

    for (let attempt = 0; attempt < 60; attempt++) {
      const candidateCtx: TemplateContext = {
        city: city.name,
        area: pick(rng, AREAS),
        surname: pick(rng, WORDS.surname),
        first: pick(rng, WORDS.first),
        year: String(intBetween(rng, 1952, 2016)),
        days: withThousands(intBetween(rng, 400, 2400)),
        inspections: String(intBetween(rng, 6, 15)),
      };
      const candidateKind = pick(rng, kinds);
      // Prefer a kind not used yet in this city (no two towing companies).
      if (usedKinds.has(candidateKind) && attempt < 30) continue;
      const candidate = fill(rng, pick(rng, candidateKind.names), candidateCtx);
      const keys = [candidate.toLowerCase(), businessSlug(candidate), domainFor(candidate)];
      const clash = keys.some((k) => usedKeys.has(k));
      if (!clash || attempt === 59) {
        name = clash ? `${candidate} ${candidateCtx.area}` : candidate;
        ctx = candidateCtx;
        kind = candidateKind;
        break;
      }
    }
    if (!ctx || !kind) throw new Error('unreachable: no business name generated');
    for (const k of [name.toLowerCase(), businessSlug(name), domainFor(name)]) usedKeys.add(k);
    usedKinds.add(kind);

    const intro = fill(rng, pick(rng, kind.intros), ctx);
    const practice = fill(rng, pick(rng, PRACTICES[category]), ctx);
    const description = `${intro} ${practice}`;

    const safetyScore = safetyScoreFor(rng);
    const rating = ratingFor(rng, safetyScore);
    const t = (safetyScore - 70) / 29;

    const certCount = Math.min(3, Math.floor(rng() * 3 + t * 1.5));
    const certifications = shuffle(rng, CERTIFICATIONS[category]).slice(0, certCount);

    const badges: BadgeType[] = [];
    for (const [badge, p] of BADGE_PROBABILITY) {
      if (rng() < Math.min(0.95, p * (0.45 + 0.9 * t))) badges.push(badge);
    }

    const domain = domainFor(name);
    const phone = `(${pick(rng, locale.areaCodes)}) 555-01${phoneSuffixes[index % phoneSuffixes.length] ?? '00'}`;
    const email = rng() < 0.04 ? null : `info@${domain}`;
    const website = rng() < 0.05 ? null : `https://www.${domain}`;

    businesses.push({
      name,
      category,
      description,
      rating,
      safetyScore,
      address: addressFor(rng, city.name, city.state, locale, usedStreets),
      phone,
      email,
      website,
      certifications,
      badges,
    });
  });

  return businesses;
}
