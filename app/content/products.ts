import type { ProductCategoryName, ProductCategorySlug } from './product-categories.ts'

// The seed of migrations 0042 and 0043 (issue 33, decision 035): public pages read the products and
// category guides from the database, where the admin edits them. Kept as the seed and for its tests.

/**
 * Spec §3 Safety product: the fixed list of 18, 3 in each category. `popularity` is the rank used by
 * the Popularity sort (1 = most popular). `image` is an illustration served from public/product-images/ (not public/products/:
 * a folder there would shadow the /products route in the static file server).
 */
export interface SafetyProduct {
  id: string
  name: string
  category: ProductCategoryName
  subCategory: string
  description: string
  rating: number
  /** Text such as '$60-$120' or '$3-$10/month'; the price filter reads its first number. */
  priceRange: string
  image: string
  popularity: number
  /** Our full review of this kind of product, when we have one; the card links to it. */
  reviewUrl?: string
}

const image = (id: string) => `/product-images/${id}.svg`

export const PRODUCTS: readonly SafetyProduct[] = [
  // Child Safety
  {
    id: 'baby-monitor',
    name: 'Video Baby Monitor',
    category: 'Child Safety',
    subCategory: 'Baby Monitors',
    description:
      'A 5-inch parent unit with a local, encrypted 720p feed, night vision, two-way talk and room-temperature alerts. No cloud account and no Wi-Fi needed.',
    rating: 4.7,
    priceRange: '$60-$120',
    image: image('baby-monitor'),
    popularity: 3,
  },
  {
    id: 'safety-gate',
    name: 'Pressure-Mounted Safety Gate',
    category: 'Child Safety',
    subCategory: 'Gates & Barriers',
    description:
      'A walk-through steel gate for doorways and the bottom of stairs, with a one-hand release and an auto-close door. JPMA certified; hardware kit included for stair tops.',
    rating: 4.3,
    priceRange: '$40-$80',
    image: image('safety-gate'),
    popularity: 12,
  },
  {
    id: 'convertible-car-seat',
    name: 'Convertible Car Seat',
    category: 'Child Safety',
    subCategory: 'Car Seats',
    description:
      'Rear-facing from 5 lb to 50 lb and forward-facing to 65 lb, with a steel-reinforced frame, side-impact pods and a bubble level for a correct install every time.',
    rating: 4.8,
    priceRange: '$220-$400',
    image: image('convertible-car-seat'),
    popularity: 9,
  },
  // Home Safety
  {
    id: 'smart-video-doorbell',
    name: 'Smart Video Doorbell Pro',
    category: 'Home Safety',
    subCategory: 'Doorbell Cameras',
    description:
      'Head-to-toe HD video of your porch, package detection and instant phone alerts. Works with existing doorbell wiring and stores clips locally or in the cloud.',
    rating: 4.8,
    priceRange: '$150-$250',
    image: image('smart-video-doorbell'),
    popularity: 1,
  },
  {
    id: 'smoke-alarm',
    name: 'Smart Smoke Alarm',
    category: 'Home Safety',
    subCategory: 'Fire Safety',
    description:
      'A photoelectric smoke alarm with a sealed 10-year battery that interconnects wirelessly, so a fire in the basement sounds every alarm in the house and on your phone.',
    rating: 4.6,
    priceRange: '$35-$60',
    image: image('smoke-alarm'),
    popularity: 6,
    // The example review tests a 10-year smart smoke and CO alarm: this product's kind.
    reviewUrl: '/reviews/example',
  },
  {
    id: 'smart-lock',
    name: 'Keypad Smart Lock',
    category: 'Home Safety',
    subCategory: 'Smart Locks',
    description:
      'A Grade 2 deadbolt you open with a code, your phone or a key. Auto-lock, one-time guest codes and an entry log; fits most standard doors in 15 minutes.',
    rating: 4.1,
    priceRange: '$120-$280',
    image: image('smart-lock'),
    popularity: 14,
  },
  // Cyber Safety
  {
    id: 'password-manager',
    name: 'Family Password Manager',
    category: 'Cyber Safety',
    subCategory: 'Password Managers',
    description:
      'End-to-end encrypted vaults for up to six people, with shared folders, breach alerts and a generator for strong, unique passwords on every site.',
    rating: 4.7,
    priceRange: '$3-$5/month',
    image: image('password-manager'),
    popularity: 2,
  },
  {
    id: 'vpn-service',
    name: 'Privacy VPN',
    category: 'Cyber Safety',
    subCategory: 'VPN Services',
    description:
      'Encrypts your traffic on public Wi-Fi with an audited no-logs policy, a kill switch and apps for phones, laptops and routers. Up to ten devices at once.',
    rating: 4.4,
    priceRange: '$3-$10/month',
    image: image('vpn-service'),
    popularity: 10,
  },
  {
    id: 'identity-protection',
    name: 'Identity Theft Protection',
    category: 'Cyber Safety',
    subCategory: 'Identity Monitoring',
    description:
      'Monitors your credit files, Social Security number and the dark web, alerts you to new accounts in your name and includes restoration help and insurance.',
    rating: 3.9,
    priceRange: '$10-$30/month',
    image: image('identity-protection'),
    popularity: 15,
  },
  // Physical Safety
  {
    id: 'personal-safety-alarm',
    name: 'Personal Safety Alarm',
    category: 'Physical Safety',
    subCategory: 'Personal Alarms',
    description:
      'A keychain siren that sounds at 130 dB with a pull of the pin, plus a bright strobe light. Rechargeable over USB and small enough for any bag or jacket.',
    rating: 4.2,
    priceRange: '$10-$25',
    image: image('personal-safety-alarm'),
    popularity: 11,
  },
  {
    id: 'first-aid-kit',
    name: 'Complete First Aid Kit',
    category: 'Physical Safety',
    subCategory: 'First Aid',
    description:
      'A 250-piece kit in a labelled, compartmented case: trauma dressings, a tourniquet, burn gel, splints and a quick-reference guide for home, car or trail.',
    rating: 4.8,
    priceRange: '$25-$60',
    image: image('first-aid-kit'),
    popularity: 7,
  },
  {
    id: 'pepper-gel',
    name: 'Pepper Gel Spray',
    category: 'Physical Safety',
    subCategory: 'Self-Defense',
    description:
      'A gel formula that sticks to its target and resists wind blowback, with a 12-foot range, a flip-top safety and an inert practice canister. Check your state’s rules first.',
    rating: 3.8,
    priceRange: '$12-$25',
    image: image('pepper-gel'),
    popularity: 17,
  },
  // Environmental Safety
  {
    id: 'air-purifier',
    name: 'HEPA Air Purifier',
    category: 'Environmental Safety',
    subCategory: 'Air Purifiers',
    description:
      'A true HEPA and activated-carbon purifier for rooms up to 500 sq ft that removes 99.97% of particles down to 0.3 microns, with a live air-quality sensor and a quiet sleep mode.',
    rating: 4.5,
    priceRange: '$120-$200',
    image: image('air-purifier'),
    popularity: 5,
  },
  {
    id: 'co-detector',
    name: 'Carbon Monoxide Detector',
    category: 'Environmental Safety',
    subCategory: 'Gas Detectors',
    description:
      'A plug-in CO alarm with battery backup and a digital display of the current and peak carbon monoxide level, so you see a slow leak before it becomes dangerous.',
    rating: 4.7,
    priceRange: '$20-$50',
    image: image('co-detector'),
    popularity: 8,
  },
  {
    id: 'water-filter',
    name: 'Whole-House Water Filter',
    category: 'Environmental Safety',
    subCategory: 'Water Filtration',
    description:
      'A three-stage system on your main line that reduces sediment, chlorine, lead and PFAS at every tap. NSF certified, with filters that last up to a year.',
    rating: 4.4,
    priceRange: '$250-$600',
    image: image('water-filter'),
    popularity: 16,
  },
  // Elderly Safety
  {
    id: 'medical-alert',
    name: 'Fall-Detect Medical Alert',
    category: 'Elderly Safety',
    subCategory: 'Medical Alert Systems',
    description:
      'A waterproof pendant with automatic fall detection, GPS and a 24/7 monitoring center one press away. Works anywhere with cellular coverage; no landline needed.',
    rating: 4.6,
    priceRange: '$30-$45/month',
    image: image('medical-alert'),
    popularity: 4,
  },
  {
    id: 'grab-bar-set',
    name: 'Bathroom Grab Bar Set',
    category: 'Elderly Safety',
    subCategory: 'Bathroom Safety',
    description:
      'Two textured stainless-steel grab bars rated to 500 lb, with anchors for studs and tile, for the shower, the tub and beside the toilet.',
    rating: 4.5,
    priceRange: '$25-$70',
    image: image('grab-bar-set'),
    popularity: 13,
  },
  {
    id: 'pill-dispenser',
    name: 'Automatic Pill Dispenser',
    category: 'Elderly Safety',
    subCategory: 'Medication Management',
    description:
      'A locking carousel with 28 compartments that opens only the right dose at the right time, with loud reminders and a missed-dose text to a caregiver.',
    rating: 3.4,
    priceRange: '$60-$150',
    image: image('pill-dispenser'),
    popularity: 18,
  },
]

/** The products of one category, most popular first. */
export function productsInCategory(name: ProductCategoryName): SafetyProduct[] {
  return PRODUCTS.filter((p) => p.category === name).sort((a, b) => a.popularity - b.popularity)
}

export interface GuideSection {
  heading: string
  paragraphs: string[]
  points?: string[]
}

/** The content of a category page (spec §2 Category pages). */
export interface CategoryContent {
  slug: ProductCategorySlug
  heroTitle: string
  heroText: string
  tips: { title: string; text: string }[]
  buyersGuide: { summary: string; sections: GuideSection[] }
  checklist: { summary: string; items: string[] }
}

export const CATEGORY_CONTENT: Record<ProductCategorySlug, CategoryContent> = {
  'child-safety': {
    slug: 'child-safety',
    heroTitle: 'Child Safety Products',
    heroText:
      'From the nursery to the car seat, the gear that protects children at every age, chosen by parents and tested against current safety standards.',
    tips: [
      { title: 'Get down to their level', text: 'Crawl through each room at toddler height to spot cords, outlets and small objects you would never notice standing up.' },
      { title: 'Anchor heavy furniture', text: 'Dressers, bookcases and TVs tip over more easily than you think. Anchor every one of them to the wall.' },
      { title: 'Keep them rear-facing', text: 'Children are safest rear-facing until they reach the top height or weight limit of their convertible seat.' },
      { title: 'Lock up the hazards', text: 'Medicines, cleaners and laundry pods belong in a locked cabinet up high, not just out of sight.' },
    ],
    buyersGuide: {
      summary: 'What to look for in baby monitors, safety gates and car seats, and which features are worth paying for.',
      sections: [
        {
          heading: 'Check the certification first',
          paragraphs: [
            'Every car seat sold in the U.S. must meet Federal Motor Vehicle Safety Standard 213, so look beyond the sticker: side-impact testing, a steel-reinforced frame and an energy-absorbing foam liner are the real differences between models.',
            'For gates, play yards and cribs, look for JPMA certification, which means an independent lab tested the product against the ASTM standard for that item.',
          ],
        },
        {
          heading: 'Choose the right gate for each spot',
          paragraphs: ['Pressure-mounted gates are fine for doorways and the bottom of stairs, but they can be pushed out.'],
          points: [
            'Top of stairs: always a hardware-mounted gate screwed into studs, that swings away from the stairs.',
            'Doorways and hallways: a pressure-mounted walk-through gate with a one-hand release.',
            'Wide openings: a configurable play yard or extra-wide panel gate.',
          ],
        },
        {
          heading: 'Pick a monitor that protects your privacy',
          paragraphs: [
            'A local monitor with its own parent unit keeps video inside your home and cannot be reached from the internet. Wi-Fi monitors let you watch from anywhere but need a strong password, two-factor login and regular firmware updates.',
            'Useful extras: night vision, room-temperature alerts and a range of at least 800 feet. Breathing monitors are not medical devices and do not replace safe-sleep practice.',
          ],
        },
        {
          heading: 'Buy for the stage your child is in',
          paragraphs: [
            'A convertible seat that rear-faces to 40–50 lb usually lasts from birth to about age four, saving you an infant seat. Measure your back seat before you buy, and check that the seat fits with the front seats in a comfortable position.',
          ],
          points: [
            'Never buy a used car seat unless you know its full history: seats expire and must be replaced after a crash.',
            'Register every product with the maker so you hear about recalls.',
            'Book a free check with a certified child passenger safety technician.',
          ],
        },
      ],
    },
    checklist: {
      summary: 'Work through your home room by room. Tick each item as you go and print a copy for grandparents and sitters.',
      items: [
        'Anchor dressers, bookcases and TVs to the wall',
        'Cover unused outlets or fit tamper-resistant receptacles',
        'Fit a hardware-mounted gate at the top of every staircase',
        'Install safety latches on cabinets with cleaners or medicines',
        'Move window-blind cords out of reach or switch to cordless blinds',
        'Set the water heater to 120 °F (49 °C) or lower',
        'Fit window guards or stops that open no more than 4 inches',
        'Keep the crib bare: firm mattress, fitted sheet, no pillows or bumpers',
        'Store button batteries and magnets in a locked container',
        'Check that the car seat moves less than 1 inch at the belt path',
        'Register car seats, monitors and gates for recall notices',
        'Post the Poison Control number (1-800-222-1222) on the fridge',
      ],
    },
  },
  'home-safety': {
    slug: 'home-safety',
    heroTitle: 'Home Safety Products',
    heroText:
      'Doorbells, smoke alarms and smart locks that protect your home and the people in it, whether you are on the couch or across the country.',
    tips: [
      { title: 'Test your alarms monthly', text: 'Press the test button on every smoke and CO alarm once a month and replace units older than ten years.' },
      { title: 'Light up the entrances', text: 'Motion-activated lights at doors and the driveway deter intruders better than any sign.' },
      { title: 'Lock what you can see', text: 'Most break-ins go through unlocked doors and ground-floor windows. Make locking up part of your bedtime routine.' },
      { title: 'Plan two ways out', text: 'Agree on two exits from every room and a meeting place outside, and practice the plan twice a year.' },
    ],
    buyersGuide: {
      summary: 'How to choose doorbell cameras, smoke alarms and smart locks that actually make your home safer.',
      sections: [
        {
          heading: 'Start with fire safety',
          paragraphs: [
            'Working smoke alarms halve the risk of dying in a home fire. Put one in every bedroom, outside each sleeping area and on every level, including the basement.',
            'Photoelectric alarms respond faster to smouldering fires and give fewer false alarms from cooking. Interconnected alarms, wired or wireless, make every alarm sound when one detects smoke.',
          ],
        },
        {
          heading: 'Doorbell cameras: video, storage and privacy',
          paragraphs: ['A doorbell camera shows who is at the door and records porch activity, but the details matter.'],
          points: [
            'A tall, head-to-toe field of view catches packages left on the ground.',
            'Wired models never need charging; battery models suit rentals.',
            'Local storage avoids monthly fees; if you use the cloud, check what the subscription costs.',
            'Turn on two-factor authentication and point the camera away from neighbors’ windows.',
          ],
        },
        {
          heading: 'Smart locks are only as strong as the deadbolt',
          paragraphs: [
            'Look for an ANSI/BHMA Grade 1 or Grade 2 rating, a reinforced strike plate with 3-inch screws, and a physical key or keypad backup in case the battery dies.',
            'Guest codes and an entry log are the features owners use most: give the dog walker a code that only works on weekdays, and see exactly when the kids got home.',
          ],
        },
        {
          heading: 'Build layers, not one gadget',
          paragraphs: [
            'No single device secures a home. Combine good locks, lighting, a camera at the main entrance and alarms that alert you on your phone. A professionally monitored system adds a response when you cannot answer.',
          ],
        },
      ],
    },
    checklist: {
      summary: 'A yearly walk-through for your home. Print it, tick each item and keep it with your household documents.',
      items: [
        'Smoke alarm in every bedroom, outside sleeping areas and on every level',
        'Test every smoke and CO alarm and note the date',
        'Replace alarms that are more than ten years old',
        'Fire extinguisher in the kitchen, checked and within reach',
        'Deadbolts on all exterior doors with 3-inch strike-plate screws',
        'Locks or stops on ground-floor and basement windows',
        'Motion lights at the front door, back door and driveway',
        'Doorbell camera and Wi-Fi protected by strong passwords and two-factor login',
        'House number clearly visible from the street for emergency crews',
        'Dryer vent and lint trap cleaned',
        'Family fire-escape plan with two exits per room, practiced',
        'Spare keys with a trusted neighbor, not under the mat',
      ],
    },
  },
  'cyber-safety': {
    slug: 'cyber-safety',
    heroTitle: 'Cyber Safety Products',
    heroText:
      'Password managers, VPNs and identity monitoring that keep your accounts, your data and your family’s online life out of the wrong hands.',
    tips: [
      { title: 'One password per account', text: 'Reused passwords are how one breach becomes ten. A password manager makes unique passwords effortless.' },
      { title: 'Turn on two-factor login', text: 'Enable an authenticator app or a security key on e-mail, banking and social accounts first.' },
      { title: 'Update without delay', text: 'Install updates for phones, laptops and routers as soon as they arrive; most attacks use holes that are already fixed.' },
      { title: 'Pause before you click', text: 'Urgent messages asking you to log in, pay or confirm details are the classic sign of phishing.' },
    ],
    buyersGuide: {
      summary: 'How to choose a password manager, a VPN and identity protection, and what each one can and cannot do.',
      sections: [
        {
          heading: 'Password managers: the biggest single upgrade',
          paragraphs: [
            'Choose a manager with end-to-end (zero-knowledge) encryption, an independent security audit and apps for every device you use. Family plans add shared vaults for Wi-Fi, streaming and utility logins.',
          ],
          points: [
            'Protect the vault with a long passphrase and two-factor login.',
            'Use breach alerts to change exposed passwords first.',
            'Set up emergency access so a trusted person can reach critical accounts.',
          ],
        },
        {
          heading: 'What a VPN does, and does not do',
          paragraphs: [
            'A VPN encrypts traffic between your device and the VPN server, which protects you on public Wi-Fi and hides your browsing from your internet provider. It does not make you anonymous and does not stop malware or phishing.',
            'Pick a provider with an independently audited no-logs policy, a kill switch, modern protocols such as WireGuard and a clear jurisdiction. Avoid free VPNs that pay for themselves with your data.',
          ],
        },
        {
          heading: 'Identity protection: monitoring plus help',
          paragraphs: [
            'Monitoring services watch credit files and the dark web and alert you to new accounts. The most valuable part is restoration help from a case manager if your identity is stolen.',
            'Before you pay, freeze your credit at Equifax, Experian and TransUnion. It is free and stops most new-account fraud on its own.',
          ],
        },
        {
          heading: 'Protect the whole household',
          paragraphs: [
            'Children and older relatives are frequent targets. Use family plans, set up parental controls that match each child’s age, and agree on a family code word for calls that claim an emergency and ask for money.',
          ],
        },
      ],
    },
    checklist: {
      summary: 'A digital safety check-up for the whole family. Work through it once, then repeat every six months.',
      items: [
        'Install a password manager and move every login into it',
        'Replace reused and weak passwords, starting with e-mail and banking',
        'Turn on two-factor login for e-mail, banking and social media',
        'Freeze your credit at all three bureaus',
        'Turn on automatic updates for phones, computers and apps',
        'Change the router’s default admin password and update its firmware',
        'Use WPA3 or WPA2 encryption on your home Wi-Fi',
        'Back up photos and documents to an encrypted cloud or drive',
        'Review app permissions for location, camera and microphone',
        'Set age-appropriate parental controls on children’s devices',
        'Agree on a family code word for emergency calls',
        'Check bank and card statements every month for unknown charges',
      ],
    },
  },
  'physical-safety': {
    slug: 'physical-safety',
    heroTitle: 'Physical Safety Products',
    heroText:
      'Personal alarms, first aid and self-defense tools that help you stay safe, and help others, on the street, on the trail and on the road.',
    tips: [
      { title: 'Stay aware', text: 'Keep headphones low and your phone down when walking alone, especially at night and in car parks.' },
      { title: 'Share your plans', text: 'Let someone know where you are going and when you expect to be back, or share your live location.' },
      { title: 'Learn basic first aid', text: 'A four-hour first aid and CPR course teaches you to act in the minutes before help arrives.' },
      { title: 'Keep safety gear handy', text: 'An alarm at the bottom of a bag does not help. Clip it where your hand can reach it in a second.' },
    ],
    buyersGuide: {
      summary: 'Choosing personal alarms, first aid kits and self-defense sprays, and using them with confidence.',
      sections: [
        {
          heading: 'Personal alarms: loud and easy to trigger',
          paragraphs: [
            'Look for at least 120 dB, a pull-pin or button you can operate without looking, and a rechargeable battery with a low-charge indicator. A built-in light helps in dark car parks and doorways.',
          ],
        },
        {
          heading: 'A first aid kit for the emergencies you will actually face',
          paragraphs: ['A good kit is organized so you can find things under stress. Beyond bandages and wipes, check for:'],
          points: [
            'Trauma dressings, a tourniquet and gloves for serious bleeding.',
            'Burn gel and dressings, a SAM-style splint and elastic bandages.',
            'Tweezers, shears, a CPR face shield and a printed quick-reference guide.',
            'Personal items you add yourself: allergy medicine, an epinephrine auto-injector if prescribed, and spare glasses.',
          ],
        },
        {
          heading: 'Self-defense sprays: know the law and practice',
          paragraphs: [
            'Pepper gel travels further and blows back less than mist. Laws differ by state and city: some limit canister size or concentration, and sprays cannot be carried on planes.',
            'Buy a model with an inert practice canister and try it outdoors so you know the range and the safety mechanism before you ever need it. Replace canisters before they expire.',
          ],
        },
        {
          heading: 'Skills beat gear',
          paragraphs: [
            'Tools work best alongside skills. A first aid and CPR course, a self-defense class focused on awareness and de-escalation, and a plan for what you would do in an emergency make every product on this page more effective.',
          ],
        },
      ],
    },
    checklist: {
      summary: 'Personal safety habits and kit to check before your next trip, run or late commute.',
      items: [
        'First aid kit at home and in the car, restocked after use',
        'Medicines in the kit checked for expiry dates',
        'Personal alarm charged and clipped where you can reach it',
        'Emergency contacts saved in your phone and set as Medical ID',
        'Live location shared with a trusted person for late trips',
        'Phone power bank charged for long days out',
        'Reflective gear or a light for running and cycling after dark',
        'Car kit: jumper cables, flashlight, water, blanket and warning triangle',
        'Self-defense spray checked against your state’s rules and expiry date',
        'First aid and CPR training up to date (renew every two years)',
        'Know the nearest emergency room and urgent care on your route',
        'Plan routes through well-lit, busy streets',
      ],
    },
  },
  'environmental-safety': {
    slug: 'environmental-safety',
    heroTitle: 'Environmental Safety Products',
    heroText:
      'Air purifiers, carbon monoxide detectors and water filters that protect you from the hazards you cannot see, smell or taste.',
    tips: [
      { title: 'Put a CO alarm on every level', text: 'Carbon monoxide is invisible and odourless. Place alarms near bedrooms and on every floor with a fuel-burning appliance.' },
      { title: 'Test your water', text: 'Older homes can have lead pipes. A certified lab test tells you exactly which filter you need.' },
      { title: 'Ventilate while cooking', text: 'Gas stoves release nitrogen dioxide and fine particles. Run the hood or open a window every time.' },
      { title: 'Test for radon', text: 'Radon is the leading cause of lung cancer in non-smokers. A simple kit tests your lowest living level.' },
    ],
    buyersGuide: {
      summary: 'How to size an air purifier, place CO alarms and choose a water filter that removes what is actually in your water.',
      sections: [
        {
          heading: 'Size the air purifier to the room',
          paragraphs: [
            'Look for a true HEPA filter and a clean air delivery rate (CADR) of at least two thirds of the room’s area in square feet. A purifier that is too small will not keep up with smoke or pollen.',
          ],
          points: [
            'Activated carbon helps with odours and cooking fumes.',
            'Check the yearly cost of replacement filters before you buy.',
            'Avoid ozone-generating "ionisers"; ozone irritates the lungs.',
          ],
        },
        {
          heading: 'Carbon monoxide: placement matters',
          paragraphs: [
            'Choose a CO alarm listed to UL 2034 with a digital display, which shows low levels that would not yet trigger the alarm. Put one outside every sleeping area and on each level, and near an attached garage.',
            'Combination smoke and CO units save space, but replace the whole unit at the end of its life, usually seven to ten years.',
          ],
        },
        {
          heading: 'Match the water filter to your water',
          paragraphs: [
            'Read your utility’s annual water quality report or run a lab test first. Then look for NSF/ANSI certification for the specific contaminants you need to remove: standard 53 covers lead and many PFAS, standard 58 covers reverse osmosis systems.',
            'Pitcher and tap filters suit renters; whole-house systems treat every tap and shower but need a plumber and regular filter changes.',
          ],
        },
        {
          heading: 'Prepare for smoke and heat days',
          paragraphs: [
            'Wildfire smoke and heat waves are now regular events in many regions. Keep spare purifier filters, a few N95 masks and a plan for a cool, clean-air room where the household can shelter.',
          ],
        },
      ],
    },
    checklist: {
      summary: 'A seasonal check of the air and water in your home. Print it and keep it by the furnace or water heater.',
      items: [
        'CO alarm on every level and outside each sleeping area',
        'CO and smoke alarms tested this month',
        'Furnace, water heater and chimney inspected this year',
        'Never run a generator, grill or car in a garage or indoors',
        'Radon test done on the lowest living level',
        'Water tested for lead, especially in homes built before 1986',
        'Water filter cartridges changed on schedule',
        'Air purifier filters replaced as recommended',
        'Kitchen hood or window used whenever the stove is on',
        'Mold checked for under sinks and in bathrooms and basements',
        'Chemicals and pesticides stored sealed and away from living areas',
        'N95 masks and a clean-air room ready for smoke days',
      ],
    },
  },
  'elderly-safety': {
    slug: 'elderly-safety',
    heroTitle: 'Elderly Safety Products',
    heroText:
      'Medical alerts, bathroom safety and medication reminders that help older adults live independently, and give their families peace of mind.',
    tips: [
      { title: 'Start in the bathroom', text: 'Most falls at home happen in the bathroom. Grab bars and non-slip mats are the cheapest, most effective fix.' },
      { title: 'Light the way at night', text: 'Plug-in motion night lights between the bedroom and the bathroom prevent many night-time falls.' },
      { title: 'Review medicines yearly', text: 'Ask a pharmacist to review all prescriptions and supplements for interactions that cause dizziness.' },
      { title: 'Wear the alert button', text: 'A medical alert only helps if it is worn, including in the shower, where falls are common.' },
    ],
    buyersGuide: {
      summary: 'Choosing medical alert systems, bathroom aids and medication dispensers that older adults will actually use.',
      sections: [
        {
          heading: 'Medical alerts: how help gets called',
          paragraphs: [
            'Cellular systems work anywhere with coverage and often include GPS for walks and errands; in-home systems have a longer range base station. Automatic fall detection calls for help even if the wearer cannot press the button.',
          ],
          points: [
            'Check the monitoring center’s average response time and whether it is staffed 24/7 in the U.S.',
            'The pendant or watch must be waterproof so it can be worn in the shower.',
            'Look for month-to-month plans without long contracts or equipment fees.',
          ],
        },
        {
          heading: 'Make the bathroom safe',
          paragraphs: [
            'Install grab bars into studs or with rated anchors beside the toilet, in the shower and at the tub entry. Suction-cup bars are not designed to hold body weight and can pull away.',
            'A shower chair, a hand-held shower head, non-slip mats and a raised toilet seat make bathing safer and more comfortable.',
          ],
        },
        {
          heading: 'Medication management',
          paragraphs: [
            'Automatic dispensers release the right pills at the right time and alert a caregiver about missed doses. Choose a model that locks, has a loud alarm and is simple enough for the user to operate without help.',
            'A weekly pill organizer and phone reminders are enough for many people; a pharmacy that packs doses into dated pouches is another good option.',
          ],
        },
        {
          heading: 'Involve the person you are helping',
          paragraphs: [
            'Products work when they are accepted. Talk about safety as a way to stay independent, let the person choose styles and colors, and set up and test everything together.',
          ],
        },
      ],
    },
    checklist: {
      summary: 'A fall-prevention and safety walk-through for an older adult’s home. Complete it together and print a copy for the family.',
      items: [
        'Grab bars beside the toilet and in the shower or tub',
        'Non-slip mats in the tub and on bathroom floors',
        'Loose rugs removed or secured with double-sided tape',
        'Motion night lights from the bedroom to the bathroom',
        'Sturdy handrails on both sides of every staircase',
        'Frequently used items stored between waist and shoulder height',
        'Medical alert worn day and night, tested monthly',
        'Medication list up to date and reviewed by a pharmacist',
        'Smoke and CO alarms tested, with strobe or bed-shaker if hearing is reduced',
        'Emergency numbers in large print by every phone',
        'Eye and hearing check-ups done this year',
        'A neighbor or family member checks in daily',
      ],
    },
  },
}
