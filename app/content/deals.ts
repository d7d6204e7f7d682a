/**
 * Member-only deals. Sample content until the site owner adds real offers: the deals
 * page says so.
 */
export interface MemberDeal {
  id: string
  title: string
  description: string
  discount: string
  productId: string
  category: string
}

export const DEALS: readonly MemberDeal[] = [
  { id: 'smoke-alarm-pack', title: 'Interconnected smoke alarm 3-pack', description: 'Wireless interconnected alarms for every level of your home.', discount: '20% off', productId: 'smoke-alarm', category: 'home-safety' },
  { id: 'password-manager-family', title: 'Password manager, family plan', description: 'First year of a family plan for up to six people.', discount: '30% off the first year', productId: 'password-manager', category: 'cyber-safety' },
  { id: 'co-alarm', title: 'Digital carbon monoxide alarm', description: 'Plug-in CO alarm with a digital display and battery backup.', discount: '15% off', productId: 'co-detector', category: 'environmental-safety' },
  { id: 'medical-alert', title: 'Medical alert with fall detection', description: 'Cellular medical alert pendant, first month free.', discount: 'First month free', productId: 'medical-alert', category: 'elderly-safety' },
]
