/**
 * Spec §3 Review: the sample review seeded by migration 0042 as /reviews/example (public pages read
 * it from the database, where the admin edits it; decision 035). Validated by the zod
 * schema in review.test.ts (with the numbers of spec §9). The product is a fictional model of a
 * real kind of product; the safety advice in it is real.
 */

import type { ProductReview } from './product-review-types.ts'

export type * from './product-review-types.ts'

export const PRODUCT_REVIEW: ProductReview = {
  title: 'Hearthwise Duo Review: The 10-Year Smoke and CO Alarm Most Homes Should Buy',
  productName: 'Hearthwise Duo 10-Year Smoke & CO Alarm',
  author: 'Dana Whitfield',
  publishDate: '2025-03-03',
  readingTime: 8,
  rating: 4.5,
  verdict:
    'Fast smoke detection, a CO display with peak memory and a sealed 10-year battery make the Hearthwise Duo the best-value combination alarm I’ve tested.',
  price: 39.99,
  merchants: [
    {
      name: 'Amazon',
      price: 39.99,
      url: 'https://www.amazon.com/s?k=10-year+sealed+battery+smoke+and+carbon+monoxide+alarm',
    },
    {
      name: 'The Home Depot',
      price: 39.99,
      url: 'https://www.homedepot.com/s/10%20year%20smoke%20and%20carbon%20monoxide%20alarm',
    },
    {
      name: 'Walmart',
      price: 42.48,
      url: 'https://www.walmart.com/search?q=10+year+smoke+and+carbon+monoxide+alarm',
    },
  ],
  productFacts: {
    brand: 'Hearthwise',
    model: 'Duo HW-D10',
    releaseDate: '2024-09-17',
    warranty: '10-year limited warranty',
    category: 'Home Safety',
    features: [
      'Photoelectric smoke sensor (UL 217, 8th edition)',
      'Electrochemical carbon monoxide sensor (UL 2034)',
      'Sealed lithium battery rated for 10 years; no battery changes',
      'Digital CO display with peak-level memory',
      'Wireless interconnect with up to 24 Duo alarms',
      '85 dB siren plus spoken “Fire” and “Carbon monoxide” warnings',
      'Hush button silences nuisance smoke alarms for 8 minutes',
      'End-of-life warning at 10 years',
    ],
  },
  benefits: [
    'One device watches for both fire and carbon monoxide, so each hallway and level needs a single unit on the ceiling instead of two.',
    'The sealed battery removes the most common reason alarms fail: a battery taken out to stop a 3 a.m. low-battery chirp and never put back.',
    'When one alarm sounds, every Duo in the house sounds with it, so a fire in the basement wakes people in upstairs bedrooms with the doors closed.',
    'The spoken warning tells you which danger it is. Fire means get out now; carbon monoxide means get out and call for help without waiting for smoke you will never see.',
    'The CO display shows low, slowly building levels (from 11 ppm) that stay under the alarm threshold, and keeps the highest reading so you can see what happened while you were away.',
    'It is quick to install: a twist-on mounting plate, two screws, no wiring and no app.',
  ],
  qualifications: [
    'Nine years as a volunteer firefighter and EMT, including fire investigations where the alarms in the home had been disabled or had dead batteries.',
    'Certified residential home inspector since 2016; I check smoke and CO alarms in every inspection and have replaced more than 300 of them in clients’ homes.',
    'I ran this review in my own two-story 1962 house for ten weeks, with the Duo installed next to the two alternatives in the comparison below, on the same ceilings.',
    'I bought all three alarms at retail with my own money, and no manufacturer saw this review before it was published.',
  ],
  experience: {
    images: [
      {
        src: '/reviews/hands-on-unboxing.svg',
        alt: 'The Hearthwise Duo alarm out of its box, with the mounting plate, two screws and wall anchors beside it',
        caption: 'In the box: the alarm, a twist-on mounting plate, screws, anchors and a one-page guide.',
      },
      {
        src: '/reviews/hands-on-installed.svg',
        alt: 'The Duo mounted on a hallway ceiling outside two bedroom doors, its green status light on',
        caption: 'Mounted on the hallway ceiling outside the bedrooms, about two feet from the wall.',
      },
      {
        src: '/reviews/hands-on-smoke-test.svg',
        alt: 'A can of smoke-detector test aerosol sprayed toward the alarm, which flashes red and sounds',
        caption: 'Smoke test with detector test aerosol: the alarm sounded in 9 seconds on average.',
      },
      {
        src: '/reviews/hands-on-co-display.svg',
        alt: 'Close-up of the alarm’s display reading CO 0 ppm, with the peak-memory label beneath it',
        caption: 'The CO display: 0 ppm on a normal day; press Peak to see the highest level it has recorded.',
      },
    ],
    content: `I installed the Duo in the upstairs hallway of my house, where the two bedrooms open onto the landing, and a second one in the basement next to the furnace and water heater. The mounting plate twists on with a quarter turn, and a tamper pin can lock it in place if you have children who like to pull things off the ceiling. Activation is automatic: the sealed battery switches on when the alarm turns onto the plate, so there is no pull tab to forget. Both units took under ten minutes each, most of it spent finding a ladder.

Pairing the two alarms for interconnect was the one step that needed the manual: hold the test button on the first alarm until it says “Connect mode”, then do the same on the second within two minutes. After that, pressing test on either unit sounded both, which is exactly what you want to check every month.

For the smoke test I used a can of UL-listed detector test aerosol, sprayed from the distance the can recommends, five times on each of the three alarms mounted side by side. The Duo sounded in 9 seconds on average (7 to 12), the BrightWatch in 11 seconds and the Aura Connect in 8. I also ran two smoldering tests in a garage with the door open, using a smoldering cotton wick, which is the slow, smoky kind of fire photoelectric sensors are built for. All three alarms caught it, the Duo within a few seconds of the Aura.

Carbon monoxide is harder to test at home, and you should not try to make it. I used a calibrated CO test kit of the kind inspectors carry. At 150 ppm the display started showing readings within a minute and the alarm sounded after 14 minutes, well inside the 10 to 50 minutes UL 2034 allows at that level. The peak-memory button then showed 152 ppm, within a few percent of my reference meter.

Living with it for ten weeks mattered more than the lab-style tests. The Duo outside the bedrooms never went off from shower steam, and the basement unit stayed quiet through laundry days. A smoke alarm I deliberately mounted eight feet from the kitchen stove went off twice when I seared steak with the window closed; the hush button silenced it with one press, and it reset on its own. Alarms that nag are alarms people disable, so this matters.

The loudness is good, not extraordinary: 85 dB at ten feet is the standard, and with bedroom doors closed I could hear the upstairs alarm clearly but the voice message was muffled. Interconnect is what fixes that, so buy enough units for every bedroom if you can. The voice says “Fire” or “Carbon monoxide” in English only, and there is no way to change the volume.

The two things I missed are a light sensor to dim the green status LED, which is bright enough to notice in a dark bedroom, and phone alerts. If you travel or own a rental, an alarm that only sounds inside the house cannot tell you about a problem while you are away.`,
  },
  alternatives: [
    { name: 'BrightWatch Basic', id: 'brightwatch-basic' },
    { name: 'Aura Connect', id: 'aura-connect' },
  ],
  comparisons: [
    { feature: 'Price', thisProduct: '$39.99', alternative1: '$14.99', alternative2: '$119.00' },
    { feature: 'Smoke sensor', thisProduct: 'Photoelectric', alternative1: 'Photoelectric', alternative2: 'Photoelectric' },
    { feature: 'Carbon monoxide detection', thisProduct: true, alternative1: false, alternative2: true },
    { feature: 'Sealed 10-year battery', thisProduct: true, alternative1: true, alternative2: false },
    { feature: 'CO level display with peak memory', thisProduct: true, alternative1: false, alternative2: 'In the app only' },
    { feature: 'Wireless interconnect', thisProduct: 'Up to 24 units', alternative1: false, alternative2: 'Up to 12 units' },
    { feature: 'Spoken warnings', thisProduct: true, alternative1: false, alternative2: true },
    { feature: 'Phone notifications', thisProduct: false, alternative1: false, alternative2: true },
    { feature: 'Hush button', thisProduct: true, alternative1: true, alternative2: true },
    { feature: 'Average smoke response in my tests', thisProduct: '9 s', alternative1: '11 s', alternative2: '8 s' },
    { feature: 'Warranty', thisProduct: '10 years', alternative1: '5 years' },
  ],
  idealUser: [
    'Homeowners and renters replacing alarms that are more than ten years old (check the date on the back).',
    'Any home with a gas furnace, water heater, stove, fireplace or attached garage, where carbon monoxide is a real risk.',
    'Families who want every alarm in the house to sound together, without running new wires.',
    'Older relatives or anyone who struggles with ladders: once it is up, there is nothing to change for ten years.',
  ],
  notIdealUser: [
    'People who want an alert on their phone when they are away, such as frequent travellers and landlords; consider the Aura Connect.',
    'Homes with existing hardwired, interconnected alarms: replace those with a hardwired model so the wiring keeps working.',
    'Anyone who needs a Spanish or other non-English voice, or a strobe for a deaf or hard-of-hearing household member.',
    'Kitchens and garages, where smoke alarms of any kind cause nuisance alarms; a heat alarm belongs there.',
  ],
  pros: [
    'Reliable, fast photoelectric smoke detection with few nuisance alarms',
    'Accurate CO sensor with a readout and peak memory that cheaper combination alarms leave out',
    'Sealed 10-year battery: nothing to replace, nothing to steal for the TV remote',
    'Wireless interconnect of up to 24 alarms at no extra cost',
    'Spoken warnings that tell fire and carbon monoxide apart',
    'Ten-minute, tool-light installation',
  ],
  cons: [
    'No phone notifications or smart-home integration',
    'The green status light cannot be dimmed',
    'English-only voice, and the volume is fixed',
    'Wireless interconnect works only with other Hearthwise Duo alarms',
  ],
  faqs: [
    {
      question: 'Where should I install smoke and carbon monoxide alarms?',
      answer:
        'Put a smoke alarm inside every bedroom, outside each sleeping area and on every level of the home, including the basement. Carbon monoxide alarms belong outside each sleeping area and on every level too. Mount them on the ceiling, or high on a wall within 12 inches of the ceiling, and keep smoke alarms at least 10 feet from cooking appliances and away from bathroom doors, windows and air vents, where drafts and steam cause false alarms or keep smoke away.',
    },
    {
      question: 'How long does the sealed battery last, and what happens when it runs out?',
      answer:
        'The battery is rated for ten years, which is also how long smoke and CO sensors should be trusted. Near the end of its life the alarm chirps and the display shows “End”. The battery cannot be replaced, so you replace the whole alarm. Write the install date on the back when you put it up so you know when it is due.',
    },
    {
      question: 'Can the Duo connect to the alarms I already have?',
      answer:
        'Only to other Hearthwise Duo alarms: up to 24 of them link wirelessly, and when one sounds, they all sound. It cannot join a hardwired interconnected system or another brand’s wireless alarms. If your home has hardwired alarms, replace them with hardwired models so the interconnect keeps working.',
    },
    {
      question: 'What is the difference between photoelectric and ionization smoke alarms?',
      answer:
        'Photoelectric alarms respond faster to smoldering fires, the slow, smoky kind that can start in upholstery or bedding, and they cause fewer nuisance alarms from cooking. Ionization alarms respond slightly faster to fast, flaming fires. Fire safety organizations recommend having both kinds of protection in a home. The Duo is photoelectric, which is the better choice near bedrooms and kitchens.',
    },
    {
      question: 'What should I do if the carbon monoxide alarm goes off?',
      answer:
        'Do not silence it and wait. Get everyone, including pets, outside into fresh air right away, then call 911 or your fire department from outside. Do not go back in until responders say it is safe. Headaches, dizziness, nausea and confusion are signs of CO poisoning; anyone with symptoms needs medical care even if they feel better outside. Have your fuel-burning appliances checked before using them again.',
    },
  ],
  relatedProducts: [
    {
      id: 'aura-connect',
      name: 'Aura Connect Wi-Fi Smoke & CO Alarm',
      image: '/reviews/related-aura-connect.svg',
      rating: 4.4,
      price: 119,
      url: 'https://www.amazon.com/s?k=wi-fi+smoke+and+carbon+monoxide+alarm',
    },
    {
      id: 'brightwatch-basic',
      name: 'BrightWatch Basic 10-Year Smoke Alarm',
      image: '/reviews/related-brightwatch-basic.svg',
      rating: 4.2,
      price: 14.99,
      url: 'https://www.amazon.com/s?k=10-year+photoelectric+smoke+alarm',
    },
    {
      id: 'home-fire-extinguisher',
      name: 'Home Fire Extinguisher (2.5 lb, ABC)',
      image: '/reviews/related-fire-extinguisher.svg',
      rating: 4.7,
      price: 34.99,
      url: 'https://www.homedepot.com/s/home%20fire%20extinguisher%20abc',
    },
    {
      id: 'escape-ladder',
      name: 'Two-Story Fire Escape Ladder',
      image: '/reviews/related-escape-ladder.svg',
      rating: 4.6,
      price: 49.99,
      url: 'https://www.walmart.com/search?q=two+story+fire+escape+ladder',
    },
  ],
}
