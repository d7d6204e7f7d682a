/**
 * Spec §3 Top pick (static): the five picks on the home page strip. Each is one of the 18 products in
 * products.ts (same id, name, category, rating and price; checked in products.test.ts), kept as its own
 * small list so the home page does not ship the whole catalogue. Images: /product-images/{id}.svg.
 */
export interface TopPick {
  id: string
  name: string
  category: string
  rating: number
  priceRange: string
}

export const TOP_PICKS: readonly TopPick[] = [
  { id: 'smart-video-doorbell', name: 'Smart Video Doorbell Pro', category: 'Home Safety', rating: 4.8, priceRange: '$150-$250' },
  { id: 'password-manager', name: 'Family Password Manager', category: 'Cyber Safety', rating: 4.7, priceRange: '$3-$5/month' },
  { id: 'medical-alert', name: 'Fall-Detect Medical Alert', category: 'Elderly Safety', rating: 4.6, priceRange: '$30-$45/month' },
  { id: 'air-purifier', name: 'HEPA Air Purifier', category: 'Environmental Safety', rating: 4.5, priceRange: '$120-$200' },
  { id: 'baby-monitor', name: 'Video Baby Monitor', category: 'Child Safety', rating: 4.7, priceRange: '$60-$120' },
]
