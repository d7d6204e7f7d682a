/**
 * Safety badges a business can display on its directory business.
 * Every badge is free (price 0); artwork lives in public/badges/{id}.svg.
 * Pure data: no runtime dependencies.
 */

export interface SeedBadge {
  /** Stable kebab-case identifier, also the artwork file name. */
  id: string;
  name: string;
  /** Public URL of the badge artwork, `/badges/{id}.svg`. */
  image: string;
  /** Price in US dollars. */
  price: number;
  description: string;
}

export const SEED_BADGES: readonly SeedBadge[] = [
  {
    id: 'osha-compliant',
    name: 'OSHA Compliant',
    image: '/badges/osha-compliant.svg',
    price: 0,
    description:
      'Awarded to businesses with no open OSHA citations that keep current injury logs and train staff to federal workplace safety standards.',
  },
  {
    id: 'state-certified',
    name: 'State Certified',
    image: '/badges/state-certified.svg',
    price: 0,
    description:
      'Confirms the business holds every state license and safety inspection required for its trade, all in good standing.',
  },
  {
    id: 'local-safety-leader',
    name: 'Local Safety Leader',
    image: '/badges/local-safety-leader.svg',
    price: 0,
    description:
      'Recognizes businesses whose safety score ranks in the top tier of their city and category.',
  },
  {
    id: 'fire-safety',
    name: 'Fire Safety',
    image: '/badges/fire-safety.svg',
    price: 0,
    description:
      'Shows the premises passed its latest fire-marshal inspection, with serviced extinguishers, clear exits and a practiced evacuation plan.',
  },
  {
    id: 'food-safety',
    name: 'Food Safety',
    image: '/badges/food-safety.svg',
    price: 0,
    description:
      'Given to food businesses with a clean health inspection record and certified food-protection managers on every shift.',
  },
  {
    id: 'child-safe',
    name: 'Child Safe',
    image: '/badges/child-safe.svg',
    price: 0,
    description:
      'Verifies background-checked staff, secure entry and pickup procedures, and pediatric first-aid training wherever children are served.',
  },
  {
    id: 'accessibility',
    name: 'Accessibility',
    image: '/badges/accessibility.svg',
    price: 0,
    description:
      'Indicates step-free entry, accessible restrooms and staff trained to assist customers with disabilities in line with ADA guidelines.',
  },
  {
    id: 'cyber-secure',
    name: 'Cyber Secure',
    image: '/badges/cyber-secure.svg',
    price: 0,
    description:
      'Confirms customer data is protected with encryption, multi-factor authentication, patched systems and PCI-compliant payment processing.',
  },
  {
    id: 'emergency-ready',
    name: 'Emergency Ready',
    image: '/badges/emergency-ready.svg',
    price: 0,
    description:
      'Awarded to businesses with a written emergency plan, an on-site AED and first-aid kit, and staff certified in CPR.',
  },
];
