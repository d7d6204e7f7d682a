/**
 * The Personal Safety Assessment (spec §2 Quiz, §3 Quiz question and Recommended product, §9 quiz
 * constants). Static content: nothing is fetched. Scoring lives in app/domain/quiz/score-quiz.ts.
 */

/** Spec §3: the six quiz categories, in the spec's order (also the tie-break order when ranking). */
export const QUIZ_CATEGORIES = ['home', 'child', 'elderly', 'cyber', 'physical', 'environmental'] as const
export type QuizCategory = (typeof QUIZ_CATEGORIES)[number]

/** Spec §9: 3 for key risky answers, 2 for lesser ones; safe answers score nothing. */
export const KEY_RISK_WEIGHT = 3
export const LESSER_RISK_WEIGHT = 2
export type AnswerWeight = 0 | typeof LESSER_RISK_WEIGHT | typeof KEY_RISK_WEIGHT

export interface QuizOption {
  /** Stable value stored in answers (the URL stores the option's position instead). */
  value: string
  label: string
  weight: AnswerWeight
  /** "This doesn't apply to me": the question's category is left out of the results. */
  notApplicable?: true
}

/** Spec §3 Quiz question: id, category, text, options, optional condition (question 1 is Yes). */
export interface QuizQuestion {
  id: number
  category: QuizCategory
  text: string
  /** A short hint shown under the question. */
  hint?: string
  options: readonly QuizOption[]
  condition?: { questionId: number; equals: string }
}

/** Spec §3 Quiz answer. */
export interface QuizAnswer {
  questionId: number
  category: QuizCategory
  answer: string
}

export type Priority = 'high' | 'medium' | 'low'
export const PRIORITIES: readonly Priority[] = ['high', 'medium', 'low']

/** Spec §3 Recommended product (the score is added when the quiz is scored). */
export interface RecommendedProduct {
  id: string
  name: string
  category: QuizCategory
  description: string
  url: string
  priority: Priority
  /** The product of our guide (content/products.ts) the results link to: its card on the category page. */
  productId: string
}

/** Spec §9: 12 questions, 4 recommendations, 1500 ms of analysis. */
export const QUIZ_QUESTION_COUNT = 12
export const RECOMMENDATION_COUNT = 4
export const ANALYSIS_DELAY_MS = 1500

/**
 * Spec §9: the ranges of the four displayed safety-score percentages, for the 1st..4th
 * recommendation. Where a score falls inside its range comes from the answers (see score-quiz.ts).
 */
export const SCORE_RANGES: readonly (readonly [min: number, max: number])[] = [
  [70, 99],
  [60, 89],
  [65, 94],
  [55, 84],
]

const YES_NO_CONDITION = { questionId: 1, equals: 'yes' } as const

export const QUIZ_QUESTIONS: readonly QuizQuestion[] = [
  {
    id: 1,
    category: 'home',
    text: 'Do you have children or elderly family members living with you?',
    hint: 'We’ll add a question about each if you do.',
    options: [
      { value: 'yes', label: 'Yes', weight: 0 },
      { value: 'no', label: 'No', weight: 0 },
    ],
  },
  {
    id: 2,
    category: 'child',
    text: 'How childproofed is your home?',
    hint: 'Think safety gates, cabinet locks, outlet covers and anchored furniture.',
    condition: YES_NO_CONDITION,
    options: [
      { value: 'fully', label: 'Fully childproofed', weight: 0 },
      { value: 'partly', label: 'Partly childproofed', weight: 2 },
      { value: 'not-yet', label: 'Not childproofed yet', weight: 3 },
      { value: 'no-children', label: 'No young children live with me', weight: 0, notApplicable: true },
    ],
  },
  {
    id: 3,
    category: 'home',
    text: 'Do you have working smoke and carbon monoxide alarms on every floor?',
    options: [
      { value: 'tested', label: 'Yes, tested in the last 6 months', weight: 0 },
      { value: 'untested', label: 'Yes, but I haven’t tested them recently', weight: 2 },
      { value: 'no', label: 'No, or I’m not sure', weight: 3 },
    ],
  },
  {
    id: 4,
    category: 'home',
    text: 'How is your home secured when you’re out?',
    options: [
      { value: 'alarm', label: 'Deadbolts plus an alarm or cameras', weight: 0 },
      { value: 'locks', label: 'Standard locks only', weight: 2 },
      { value: 'unlocked', label: 'Doors or windows are sometimes left unlocked', weight: 3 },
    ],
  },
  {
    id: 5,
    category: 'cyber',
    text: 'Do you use a different password for each of your important accounts?',
    options: [
      { value: 'manager', label: 'Yes, I use a password manager', weight: 0 },
      { value: 'some', label: 'For some accounts', weight: 2 },
      { value: 'reuse', label: 'No, I reuse the same few passwords', weight: 3 },
    ],
  },
  {
    id: 6,
    category: 'cyber',
    text: 'Is two-factor authentication turned on for your email and bank accounts?',
    hint: 'A code from an app or text message as well as your password.',
    options: [
      { value: 'all', label: 'Yes, on all of them', weight: 0 },
      { value: 'some', label: 'On some of them', weight: 2 },
      { value: 'none', label: 'No, or I’m not sure', weight: 3 },
    ],
  },
  {
    id: 7,
    category: 'physical',
    text: 'How safe do you feel walking alone in your neighborhood after dark?',
    options: [
      { value: 'very', label: 'Very safe', weight: 0 },
      { value: 'somewhat', label: 'Somewhat safe', weight: 2 },
      { value: 'unsafe', label: 'Not safe', weight: 3 },
    ],
  },
  {
    id: 8,
    category: 'physical',
    text: 'When you’re out alone, do you carry a personal safety alarm or share your location with someone?',
    options: [
      { value: 'always', label: 'Yes, always', weight: 0 },
      { value: 'sometimes', label: 'Sometimes', weight: 2 },
      { value: 'never', label: 'Never', weight: 3 },
    ],
  },
  {
    id: 9,
    category: 'environmental',
    text: 'Have you tested your home for radon and your tap water for contaminants?',
    options: [
      { value: 'both', label: 'Yes, both in the last two years', weight: 0 },
      { value: 'partly', label: 'Only one of them, or longer ago', weight: 2 },
      { value: 'never', label: 'Never', weight: 3 },
    ],
  },
  {
    id: 10,
    category: 'elderly',
    text: 'Could an older family member at home get help quickly after a fall?',
    condition: YES_NO_CONDITION,
    options: [
      { value: 'alert', label: 'Yes, they wear a medical alert device', weight: 0 },
      { value: 'phone', label: 'Only if they can reach a phone', weight: 2 },
      { value: 'no', label: 'No', weight: 3 },
      { value: 'no-elderly', label: 'No older family members live with me', weight: 0, notApplicable: true },
    ],
  },
  {
    id: 11,
    category: 'environmental',
    text: 'How would you describe the air in your home?',
    options: [
      { value: 'fresh', label: 'Fresh: good ventilation or an air purifier', weight: 0 },
      { value: 'stuffy', label: 'Sometimes stuffy, dusty or damp', weight: 2 },
      { value: 'poor', label: 'Poor: mold, smoke or allergy triggers', weight: 3 },
    ],
  },
  {
    id: 12,
    category: 'physical',
    text: 'Do you keep a first aid kit and have a household emergency plan?',
    options: [
      { value: 'both', label: 'Yes, both', weight: 0 },
      { value: 'one', label: 'One of them', weight: 2 },
      { value: 'neither', label: 'Neither', weight: 3 },
    ],
  },
]

/**
 * Static recommended products: one per category and priority. The results show, for each of the
 * four highest-need categories, the product whose priority matches how much that category needs.
 */
export const RECOMMENDED_PRODUCTS: readonly RecommendedProduct[] = [
  {
    id: 'home-safety-starter-kit',
    name: 'Home Safety Starter Kit',
    category: 'home',
    description: 'Interconnected smoke and carbon monoxide alarms plus door and window sensors, to close the biggest gaps at home in one weekend.',
    url: '/products/home-safety',
    priority: 'high',
    productId: 'smoke-alarm',
  },
  {
    id: 'smart-lock-entry-alerts',
    name: 'Smart Lock with Entry Alerts',
    category: 'home',
    description: 'Lock up from your phone and get an alert whenever a door is opened or left unlocked.',
    url: '/products/home-safety',
    priority: 'medium',
    productId: 'smart-lock',
  },
  {
    id: 'video-doorbell',
    name: 'Smart Video Doorbell',
    category: 'home',
    description: 'See and speak to whoever is at the door from anywhere: a smart extra for a home that is already well covered.',
    url: '/products/home-safety',
    priority: 'low',
    productId: 'smart-video-doorbell',
  },
  {
    id: 'childproofing-kit',
    name: 'Complete Childproofing Kit',
    category: 'child',
    description: 'Safety gates, cabinet locks, outlet covers and furniture anchors to secure every room a child can reach.',
    url: '/products/child-safety',
    priority: 'high',
    productId: 'safety-gate',
  },
  {
    id: 'furniture-anchors-cabinet-locks',
    name: 'Furniture Anchors & Cabinet Locks',
    category: 'child',
    description: 'Finish the job: anchor tip-prone furniture and lock away cleaning products and medicines.',
    url: '/products/child-safety',
    priority: 'medium',
    productId: 'safety-gate',
  },
  {
    id: 'video-baby-monitor',
    name: 'Video Baby Monitor',
    category: 'child',
    description: 'Keep an eye and an ear on little ones from any room, day or night.',
    url: '/products/child-safety',
    priority: 'low',
    productId: 'baby-monitor',
  },
  {
    id: 'fall-detection-alert',
    name: 'Fall-Detection Medical Alert',
    category: 'elderly',
    description: 'A wearable button that detects falls and calls for help automatically, at home and out and about, around the clock.',
    url: '/products/elderly-safety',
    priority: 'high',
    productId: 'medical-alert',
  },
  {
    id: 'home-mobility-aids',
    name: 'Bathroom & Stair Safety Set',
    category: 'elderly',
    description: 'Grab bars, non-slip mats and motion-sensor night lights for the places most falls happen.',
    url: '/products/elderly-safety',
    priority: 'medium',
    productId: 'grab-bar-set',
  },
  {
    id: 'automatic-pill-dispenser',
    name: 'Automatic Pill Dispenser',
    category: 'elderly',
    description: 'Timed reminders and locked doses keep medication routines on track.',
    url: '/products/elderly-safety',
    priority: 'low',
    productId: 'pill-dispenser',
  },
  {
    id: 'password-manager-identity-protection',
    name: 'Password Manager + Identity Protection',
    category: 'cyber',
    description: 'A unique password for every account, data-breach alerts and identity-theft monitoring in one plan.',
    url: '/products/cyber-safety',
    priority: 'high',
    productId: 'identity-protection',
  },
  {
    id: 'family-password-manager',
    name: 'Family Password Manager',
    category: 'cyber',
    description: 'Create, store and fill a strong, unique password for every account, shared safely with your household.',
    url: '/products/cyber-safety',
    priority: 'medium',
    productId: 'password-manager',
  },
  {
    id: 'privacy-vpn',
    name: 'Privacy VPN',
    category: 'cyber',
    description: 'Encrypts your connection on public Wi-Fi: an extra layer on top of strong passwords and two-factor sign-in.',
    url: '/products/cyber-safety',
    priority: 'low',
    productId: 'vpn-service',
  },
  {
    id: 'personal-safety-bundle',
    name: 'Personal Safety Bundle',
    category: 'physical',
    description: 'A location-sharing personal alarm, a compact first aid kit and an emergency plan card for the whole household.',
    url: '/products/physical-safety',
    priority: 'high',
    productId: 'first-aid-kit',
  },
  {
    id: 'personal-safety-alarm',
    name: 'Personal Safety Alarm',
    category: 'physical',
    description: 'A keychain siren loud enough to draw attention, with a button that shares your location with trusted contacts.',
    url: '/products/physical-safety',
    priority: 'medium',
    productId: 'personal-safety-alarm',
  },
  {
    id: 'reflective-safety-light',
    name: 'Clip-On Safety Light',
    category: 'physical',
    description: 'A bright, rechargeable light that keeps you visible to drivers when walking or running after dark.',
    url: '/products/physical-safety',
    priority: 'low',
    productId: 'personal-safety-alarm',
  },
  {
    id: 'home-environment-test-kit',
    name: 'Home Environment Test Kit',
    category: 'environmental',
    description: 'Lab-analyzed radon, water and mold tests that show exactly what needs fixing in your home.',
    url: '/products/environmental-safety',
    priority: 'high',
    productId: 'co-detector',
  },
  {
    id: 'hepa-air-purifier',
    name: 'HEPA Air Purifier',
    category: 'environmental',
    description: 'Captures fine dust, pollen, smoke and mold spores, for easier breathing in the rooms you use most.',
    url: '/products/environmental-safety',
    priority: 'medium',
    productId: 'air-purifier',
  },
  {
    id: 'water-filter-pitcher',
    name: 'Water Filter Pitcher',
    category: 'environmental',
    description: 'Filters common contaminants from tap water: an easy extra for an already healthy home.',
    url: '/products/environmental-safety',
    priority: 'low',
    productId: 'water-filter',
  },
]

/** Display names, matching the product category pages (spec §2 Category pages). */
export const QUIZ_CATEGORY_LABELS: Record<QuizCategory, string> = {
  home: 'Home Safety',
  child: 'Child Safety',
  elderly: 'Elderly Safety',
  cyber: 'Cyber Safety',
  physical: 'Physical Safety',
  environmental: 'Environmental Safety',
}

export const PRIORITY_LABELS: Record<Priority, string> = {
  high: 'High priority',
  medium: 'Medium priority',
  low: 'Low priority',
}
