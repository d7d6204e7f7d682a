/**
 * The six blog posts written for Safest on 2026-11-26, seeded by migration 0041 as
 * published posts the admin may edit from then on. Markdown bodies; safety topics the guides cover.
 */
export interface SeedPost {
  slug: string
  title: string
  summary: string
  body: string
}

export const BLOG_POSTS_DATE = '2026-11-26'
export const BLOG_POSTS_AUTHOR = 'The Safest Team'

export const SEED_POSTS: readonly SeedPost[] = [
  {
    slug: 'how-we-calculate-safety-scores',
    title: 'How We Calculate Safety Scores',
    summary:
      'A look behind the 0–100 score on every listing: five audited components, their weights and the evidence behind each. What moves a score, and why no business can pay for a better one.',
    body: `Every business in the Safest directory carries a number from 0 to 100. That number is only useful if you can see where it comes from, so here is exactly how it is built.

## Five components, each with evidence

An auditor scores five parts of a business's safety record from 0 to 100 and writes down the evidence behind each score:

1. **Inspection record (30%)**: the latest health, fire or building inspection by the local authority. We look at what was found, how serious it was and whether it was corrected.
2. **Certifications (20%)**: safety certifications and badges that are current on the audit date, such as OSHA compliance, state licenses and trade programs. An expired certificate counts for nothing.
3. **Incident history (20%)**: reported injuries, recalls, upheld complaints and insurance claims over the past three years, relative to the size of the business. A busy restaurant is not punished for serving more people.
4. **Staff training (15%)**: the share of staff with current safety training, such as first aid, food handling, equipment use and emergency drills, and how recently it was refreshed.
5. **Years without violations (15%)**: 100 points for five or more years without a cited violation, and 20 points for each clean year below that.

The safety score is the weighted average: each component's score times its weight, added up and divided by 100. Because the weights are public, you can check the arithmetic yourself on any business page, where every component is listed with its evidence.

## What the colors mean

- **95–100**: exemplary. Strong on every component, no recent findings.
- **90–94**: very good. Minor findings, all corrected.
- **80–89**: acceptable. Some gaps to close before the next audit.
- **Below 80**: needs attention. Significant findings or lapsed certifications.

## What moves a score

A score changes when the evidence changes: a new inspection report, a certification that lapses or is renewed, an incident on record, or another clean year. A business that fixes a finding and passes its re-inspection will see its inspection component recover at the next audit.

## What does not

Nothing a business pays for changes its score. Listing is free, and badge applications pay for an audit's time, not for its outcome. Reviews and star ratings are shown separately and are never mixed into the safety score.

## How to use it

Treat the score as a starting point, not a verdict. Open the business page, read the evidence for the components that matter most to you (the inspection record for a restaurant, training for a childcare center) and ask the business about anything you do not understand. Our [methodology page](/methodology) has the full model.`,
  },
  {
    slug: 'home-safety-check-winter',
    title: '10-Minute Home Safety Check for Winter',
    summary:
      'Heating season is when home fires and carbon monoxide poisonings peak. Test your alarms, check the extinguisher and clear the space around heaters with this quick checklist.',
    body: `Winter is the busiest season for home fires and carbon monoxide poisoning in the United States: furnaces, space heaters, fireplaces and holiday cooking all run at once. This ten-minute check covers the things that matter most.

## 1. Test every smoke alarm (2 minutes)

Press the test button on each alarm until it sounds. You should have one inside every bedroom, one outside each sleeping area and one on every level of the home, including the basement. Replace any alarm that is more than 10 years old (the date is printed on the back), and change batteries in alarms that are not sealed 10-year units.

## 2. Test your carbon monoxide alarms (1 minute)

Carbon monoxide has no smell or color. You need a CO alarm on every level and outside sleeping areas if you have any fuel-burning appliance or an attached garage. Most CO alarms need replacing after 5 to 10 years; check the label.

## 3. Look at the fire extinguisher (1 minute)

Keep one in or near the kitchen. Check that the pressure gauge needle is in the green, the pin and tamper seal are in place, and nothing blocks it. Remind everyone how to use it: **P**ull the pin, **A**im at the base of the fire, **S**queeze the handle, **S**weep side to side.

## 4. Give heaters room (2 minutes)

Keep anything that can burn, such as curtains, bedding, paper and furniture, at least three feet from space heaters, fireplaces and wood stoves. Plug space heaters directly into a wall outlet, never into an extension cord or power strip, and turn them off when you leave the room or go to sleep.

## 5. Check the furnace and dryer (2 minutes)

Replace a dirty furnace filter and make sure nothing is stored against the furnace or water heater. Clean the dryer's lint screen and look at the vent hose for crushing or lint buildup. If your heating system has not been serviced in the last year, book an inspection.

## 6. Plan for outages (2 minutes)

Never run a generator, grill or camp stove indoors or in a garage, even with the door open; place generators at least 20 feet from the house, with the exhaust pointed away from windows. Put flashlights where you can find them in the dark, and agree on a meeting place outside in case of fire.

## Where to go from here

Our [Home Safety](/products/home-safety) and [Environmental Safety](/products/environmental-safety) guides compare smoke detectors, CO detectors and air purifiers. If your check turns up wiring or heating problems, look for a licensed, well-scored contractor in the [directory](/city).`,
  },
  {
    slug: 'choosing-a-safe-contractor',
    title: 'Choosing a Safe Contractor: 7 Questions to Ask',
    summary:
      'Hiring someone to work on your home means trusting them with your safety. These seven questions help you check licenses, insurance and safety practices before you sign anything.',
    body: `A contractor's mistakes can leave you with faulty wiring, a leaking gas line or a fall hazard, and an uninsured accident on your property can become your problem. Ask these seven questions before you sign.

## 1. "Are you licensed for this work in this state?"

Most states license electricians, plumbers and HVAC technicians, and many license general contractors. Ask for the license number and look it up on your state licensing board's website. Check that it is active, that it covers this kind of work and whether any disciplinary actions are listed.

## 2. "Can I see your certificate of insurance?"

You want general liability insurance (damage to your home) and workers' compensation (injuries to their crew). Ask the insurer to send the certificate to you directly, and check the dates. Without workers' comp, an injured worker may look to your homeowner's policy.

## 3. "Who will pull the permits?"

Structural, electrical, plumbing and mechanical work usually needs a permit, and the inspection that follows is a free safety check on the work. A contractor who suggests skipping permits to save time or money is telling you how they handle rules.

## 4. "Who will actually be in my home?"

Ask whether the work will be done by employees or subcontractors, who supervises them, and whether they are background-checked. Subcontractors should be licensed and insured too.

## 5. "How will you keep the site safe?"

Good contractors can explain how they handle dust, ladders, power tools, open trenches and the end of each workday, especially if children or pets live in the home. If your house was built before 1978, painting or demolition work must follow the EPA's lead-safe rules: ask for their lead-safe (RRP) certification.

## 6. "What does the written contract include?"

Get the scope of work, materials, start and finish dates, the price and the payment schedule in writing, along with the warranty and how change orders are handled. Be wary of anyone who asks for most of the money up front; many states cap deposits for home improvement work.

## 7. "Can I talk to recent customers?"

Ask for two or three references from jobs like yours in the last year, and ask them whether the crew was careful, the site was left safe and the work passed inspection.

## Use the directory

Every contractor in the [Safest directory](/city) shows a safety score with its evidence, including inspection records, certifications and training. It is a quick way to build a shortlist before you start asking questions.`,
  },
  {
    slug: 'what-osha-compliance-means-for-customers',
    title: 'What OSHA Compliance Means for Customers',
    summary:
      'OSHA rules protect workers, but they also say a lot about how a business treats safety overall. Here is what the OSHA Compliant badge tells you as a customer.',
    body: `The Occupational Safety and Health Administration (OSHA) was created by the Occupational Safety and Health Act of 1970. Its rules are about workers: employers must provide a workplace free of recognized serious hazards and follow the standards for their industry. So why should a customer care?

## Safe workplaces tend to be safe for customers too

The habits OSHA requires are the same ones that protect anyone who walks in the door. A shop that keeps exits clear, labels chemicals, guards machinery and trains staff on emergency procedures is a safer place to shop, eat or leave your car. A crew that ties off on a ladder and locks out power before working on equipment is less likely to damage your home.

## What the standards cover

Depending on the industry, OSHA standards include:

- **Hazard communication**: labeling chemicals and training staff on their risks.
- **Emergency action and fire prevention plans**: exits, alarms and evacuation drills.
- **Fall protection** on construction sites and raised work areas.
- **Lockout/tagout**: making sure equipment cannot start while it is being serviced.
- **Recordkeeping**: many employers must log serious work-related injuries and illnesses on OSHA Form 300.

## What our OSHA Compliant badge means

On Safest, the OSHA Compliant badge is awarded to businesses with **no open OSHA citations** that **keep current injury logs** and **train staff** to federal workplace safety standards. Like every badge, it has an issue date and an expiry date, and you can check it on its verification page. An expired badge no longer counts toward a business's certifications score.

## What it does not mean

OSHA compliance is a floor, not a guarantee. It does not say anything about the quality of the work or the price, and a business can be compliant and still have a bad day. It also does not replace the licenses a trade requires, which our State Certified badge covers.

## Checking for yourself

OSHA publishes inspection results. You can search its establishment database by business name and see inspections, citations and whether they were closed. If a business you are considering has open citations, ask them what happened and what changed. A business that takes safety seriously will have a clear answer.

Browse businesses with the OSHA Compliant badge in the [directory](/city), or read [how badges feed into the safety score](/blog/how-we-calculate-safety-scores).`,
  },
  {
    slug: 'smart-locks-cameras-and-sensors-where-to-start',
    title: 'Smart Locks, Cameras and Sensors: Where to Start',
    summary:
      'Home security gadgets can be overwhelming, and more isn’t always better. Here is which devices make the biggest difference for most households, and in what order to buy them.',
    body: `Walk into any electronics store and you will find walls of smart locks, video doorbells, cameras and sensors. You do not need all of them. For most households, a few well-placed devices, set up carefully, do more than a house full of gadgets.

## Start with the basics that are not smart at all

Before spending on electronics, make sure exterior doors are solid, deadbolts throw at least one inch, and strike plates are fastened with long screws into the door frame. Light the entrances and trim shrubs near windows. Most break-ins happen through doors and ground-floor windows, and these fixes cost little.

## 1. Smoke and carbon monoxide alarms

Safety comes before security. If you are buying one connected device, make it an interconnected smoke and CO alarm that alerts every room, and your phone, when one unit sounds.

## 2. A smart lock or video doorbell

A **smart lock** lets you give time-limited codes to a dog walker or contractor and check that the door is locked from anywhere. Choose one that keeps a physical key or backup power option and fits your existing deadbolt. A **video doorbell** shows who is at the door before you open it and records package deliveries. Either is a good first purchase; pick based on which problem you have.

## 3. Door and window sensors

Contact sensors on entry doors and ground-floor windows are cheap, reliable and do not record anyone. Paired with a hub or a monitored system, they alert you when something opens while you are away.

## 4. Cameras, placed with care

Outdoor cameras covering entrances and the driveway are useful for evidence and deterrence. Indoor cameras are a personal choice: they can be helpful for checking on pets, but think about privacy for family members and guests, and never point cameras at a neighbor's windows.

## Set them up securely

A connected device is only as safe as its account:

- Use a unique password and turn on two-factor authentication for every app.
- Install firmware updates, or turn on automatic updates.
- Put devices on a separate guest network if your router supports it.
- Check where video is stored and who can see it.

## Next steps

Our [Home Safety guide](/products/home-safety) compares locks, cameras and alarms, and the [Cyber Safety guide](/products/cyber-safety) covers password managers that make unique passwords easy. Not sure where to begin? Take the [safety quiz](/quiz) for suggestions that fit your home.`,
  },
  {
    slug: 'personal-safety-when-traveling-solo',
    title: 'Personal Safety When Traveling Solo',
    summary:
      'Traveling alone can be rewarding and safe with a little preparation. Practical habits for planning routes, choosing where to stay and staying in touch.',
    body: `Traveling on your own gives you freedom to go where you like at your own pace. It also means nobody is watching your back, so a little preparation goes a long way.

## Before you go

- **Share your plans.** Send your itinerary, lodging addresses and flight numbers to someone at home, and agree on regular check-in times.
- **Research your destination.** Read the U.S. State Department's travel advisory for international trips, and look up which neighborhoods to avoid after dark. Enrolling in the Smart Traveler Enrollment Program (STEP) lets the nearest embassy reach you in an emergency.
- **Copy your documents.** Keep photos of your passport, ID and cards in a secure cloud folder, and a paper copy separate from the originals.
- **Save emergency numbers.** 911 works across the U.S.; abroad, 112 reaches emergency services in the European Union and many other countries. Save the local number and your embassy's.

## Choosing where to stay

Pick lodging with good recent reviews from solo travelers, a staffed front desk or a responsive host, and an entrance on a well-lit street. Ask for a room above the ground floor but below the seventh, within reach of fire department ladders in many places. Use every lock, including the deadbolt and latch, and consider a portable door stop alarm.

## Getting around

Plan your route from the airport or station before you land, especially if you arrive at night. Use licensed taxis or app-based rides, and before you get in, check that the license plate, car and driver match the app. Sit in the back and share your trip with a friend. Keep your phone charged; a small power bank is worth its weight.

## Everyday habits

- Carry only the cards and cash you need for the day, and keep a backup card somewhere else.
- Keep your bag zipped and in front of you in crowds.
- Watch your drink, and accept drinks only from the bartender.
- Do not announce that you are alone, online or in person. Post photos after you have left a place.
- Trust your instincts. If a situation feels wrong, leave. You do not owe anyone an explanation.

## Useful gear

A personal safety alarm is small, legal almost everywhere and loud enough to draw attention. A basic first aid kit, a portable charger and a whistle cover most situations. Our [Physical Safety guide](/products/physical-safety) compares personal alarms and first aid kits.

## If something goes wrong

Get to a safe, public place first, then call local emergency services. For a lost passport or an arrest abroad, contact your embassy or consulate. Report theft to the police promptly; you will need the report for insurance and card replacement.`,
  },
]
