import type { ProductCategorySlug } from './product-categories.ts'

/**
 * The in-depth buyer's guides (issue 33): one per product category. `intro` is public (the
 * preview); `sections` and `checklist` are for Premium members.
 */
export interface BuyersGuide {
  slug: string
  category: ProductCategorySlug
  title: string
  intro: string
  sections: { heading: string; body: string }[]
  checklist: string[]
}

export const GUIDES: readonly BuyersGuide[] = [
  {
    slug: 'child-safety-buyers-guide',
    category: 'child-safety',
    title: 'Child safety: the complete buyer’s guide',
    intro: 'Most injuries to young children at home come from falls, furniture tip-overs, burns and poisoning. The right gear prevents many of them, but only when it fits your home and is installed properly.',
    sections: [
      { heading: 'Car seats come first', body: 'Buy new from a known retailer, check the expiry date stamped on the shell, and register the seat so recall notices reach you. Keep a child rear-facing until they reach the seat’s rear-facing height or weight limit. A certified passenger safety technician can check your installation for free in most US cities.' },
      { heading: 'Gates: hardware-mounted at the top of stairs', body: 'Pressure-mounted gates are fine between rooms but can be pushed out at the top of a staircase. Use a hardware-mounted gate there, screwed into studs, that swings away from the stairs. Look for JPMA certification.' },
      { heading: 'Anchor every tall piece of furniture', body: 'Dressers, bookcases and TVs tip over when climbed. Use the anchor kit that came with the furniture or a metal strap kit, fixed into a wall stud. Put heavy items in the lowest drawers.' },
      { heading: 'Monitors: privacy matters', body: 'A video monitor that works over your local network only, or one with end-to-end encryption and two-factor sign-in on its app, keeps strangers out. Change the default password on day one and keep the firmware updated.' },
    ],
    checklist: [
      'Car seat registered with the maker and installation checked',
      'Hardware-mounted gate at the top of every staircase',
      'Dressers, bookcases and TVs anchored to the wall',
      'Cabinet locks on cleaning products and medicines',
      'Outlet covers in reach of crawling children',
      'Water heater set to 120 °F (49 °C) or lower',
      'Poison Control number saved: 1-800-222-1222',
    ],
  },
  {
    slug: 'home-safety-buyers-guide',
    category: 'home-safety',
    title: 'Home safety: the complete buyer’s guide',
    intro: 'Working smoke alarms halve the risk of dying in a home fire, and a few well-placed locks and lights deter most break-ins. This guide puts each purchase in the order that protects you most.',
    sections: [
      { heading: 'Smoke alarms: interconnected, on every level', body: 'Fit one in every bedroom, outside each sleeping area and on every level. Interconnected alarms (wired or wireless) sound together, so a fire in the basement wakes someone upstairs. Replace any alarm older than ten years.' },
      { heading: 'Locks before cameras', body: 'A Grade 1 or Grade 2 deadbolt with a reinforced strike plate (3-inch screws into the frame) stops most forced entries. A smart lock is worth it when it keeps that grade and logs who came in.' },
      { heading: 'Cameras and alarms', body: 'Choose systems with local recording or encrypted cloud storage and two-factor sign-in. Professional monitoring is only useful if someone will answer; self-monitoring with phone alerts suits most households.' },
      { heading: 'Fire extinguishers', body: 'Keep a multipurpose (ABC) extinguisher in the kitchen and on each level, mounted near an exit. Learn PASS: pull, aim, squeeze, sweep.' },
    ],
    checklist: [
      'Smoke alarm in every bedroom and on every level, tested monthly',
      'Carbon monoxide alarm near sleeping areas',
      'Deadbolts with reinforced strike plates on every exterior door',
      'ABC extinguisher in the kitchen',
      'Motion lighting at entrances',
      'A fire escape plan with two ways out of every room',
    ],
  },
  {
    slug: 'cyber-safety-buyers-guide',
    category: 'cyber-safety',
    title: 'Cyber safety: the complete buyer’s guide',
    intro: 'Reused passwords and missing updates cause most account takeovers. A password manager and two-factor sign-in fix the biggest risks for the price of a coffee a month.',
    sections: [
      { heading: 'A password manager for the whole household', body: 'Pick one that has had an independent security audit, supports passkeys and offers family sharing. Move your e-mail, bank and phone-carrier accounts first: they unlock everything else.' },
      { heading: 'Two-factor sign-in, in the right form', body: 'An authenticator app or a hardware security key beats text messages, which can be stolen by SIM swapping. Set it up on e-mail first.' },
      { heading: 'VPNs: when they help', body: 'A VPN protects you on public Wi-Fi and hides your browsing from your network provider. It does not make you anonymous or stop phishing. Choose a provider with an audited no-logs policy.' },
      { heading: 'Identity protection', body: 'Freezing your credit with Equifax, Experian and TransUnion is free and stops most new-account fraud. Paid monitoring adds alerts and recovery help; it is worth it after a breach exposed your Social Security number.' },
    ],
    checklist: [
      'Password manager installed on every device',
      'Two-factor sign-in on e-mail, bank and phone carrier',
      'Credit frozen at all three bureaus',
      'Automatic updates on phones, computers and the router',
      'Router admin password changed from the default',
    ],
  },
  {
    slug: 'physical-safety-buyers-guide',
    category: 'physical-safety',
    title: 'Personal and physical safety: the complete buyer’s guide',
    intro: 'The best personal safety gear is the one you carry every day and can use without thinking. This guide covers alarms, lighting and first aid that earn their place in a bag.',
    sections: [
      { heading: 'Personal alarms', body: 'Look for at least 120 dB, a pull-pin that is easy to find by touch, and a replaceable battery. Test it monthly; a dead alarm is worse than none because you rely on it.' },
      { heading: 'Pepper spray: check your state’s law first', body: 'Rules on size and strength differ by state and city. Choose a gel for less blowback, practice with an inert trainer, and replace the canister by its expiry date.' },
      { heading: 'A first-aid kit you can actually use', body: 'Beyond bandages, carry a tourniquet, a pressure bandage and gloves, and take a Stop the Bleed class: it takes two hours and is often free.' },
    ],
    checklist: [
      'Personal alarm on your keys, tested monthly',
      'Phone location sharing with someone you trust',
      'First-aid kit in the car and at home',
      'Stop the Bleed or first-aid class taken',
      'Emergency contacts in your phone’s medical ID',
    ],
  },
  {
    slug: 'environmental-safety-buyers-guide',
    category: 'environmental-safety',
    title: 'Environmental safety: the complete buyer’s guide',
    intro: 'Carbon monoxide, radon, wildfire smoke and lead in water are invisible. Testing tells you which ones matter in your home before you spend money fixing them.',
    sections: [
      { heading: 'Carbon monoxide alarms', body: 'Any home with gas appliances, a fireplace or an attached garage needs one on every sleeping level. Pick one with a digital display so you can see low levels before the alarm sounds.' },
      { heading: 'Air purifiers sized to the room', body: 'Match the purifier’s clean air delivery rate (CADR) to the room: the CADR for smoke should be at least two-thirds of the floor area in square feet. True HEPA filters catch wildfire smoke particles; skip ozone generators.' },
      { heading: 'Water filters certified for what is in your water', body: 'Read your utility’s annual water quality report, then buy a filter certified (NSF/ANSI 53 or 58) for those contaminants. Homes built before 1986 may have lead pipes or solder.' },
      { heading: 'Test for radon', body: 'Radon is the second cause of lung cancer in the US. A $15 test kit over a few days tells you whether you need mitigation.' },
    ],
    checklist: [
      'CO alarm on every sleeping level',
      'Radon test done in the lowest lived-in level',
      'Water filter certified for your local contaminants',
      'Purifier with enough CADR for the bedroom',
      'N95 masks stored for smoke days',
    ],
  },
  {
    slug: 'elderly-safety-buyers-guide',
    category: 'elderly-safety',
    title: 'Safety for older adults: the complete buyer’s guide',
    intro: 'Falls are the leading cause of injury for adults over 65. Most happen at home, and most can be prevented with light, grip and a way to call for help.',
    sections: [
      { heading: 'Medical alert systems', body: 'Choose automatic fall detection if the wearer lives alone, cellular service if there is no landline, and a device that is waterproof: many falls happen in the bathroom. Ask about monthly fees and cancellation before you sign.' },
      { heading: 'Light and grip', body: 'Motion-sensing night lights from bed to bathroom, grab bars screwed into studs by the toilet and in the shower, and non-slip mats remove the most common causes of falls.' },
      { heading: 'Medication safety', body: 'A locked, alarmed pill dispenser helps when doses are missed or doubled. Review all medicines with a pharmacist once a year.' },
    ],
    checklist: [
      'Medical alert device worn day and night',
      'Night lights from bedroom to bathroom',
      'Grab bars by the toilet and in the shower',
      'Loose rugs removed or taped down',
      'Yearly medication review with a pharmacist',
    ],
  },
]

export const guideBySlug = (slug: string | undefined) => GUIDES.find((g) => g.slug === slug)
