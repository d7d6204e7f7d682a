/** A business as the directory shows it (cards and the details dialog). */
export interface BusinessCard {
  id: string
  name: string
  category: string
  description: string
  rating: number
  safetyScore: number
  address: string
  phone: string | null
  email: string | null
  website: string | null
  certifications: string[]
  badges: string[]
}

export interface BusinessPage {
  businesses: BusinessCard[]
  total: number
  page: number
  pageCount: number
  pageSize: number
}

export interface CitySummary {
  id: number
  name: string
  state: string
  stateName: string
  slug: string
  imagePath: string | null
  businessCount: number
}
