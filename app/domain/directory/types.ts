export interface CitySummary {
  id: number
  name: string
  state: string
  stateName: string
  slug: string
  imagePath: string | null
  /** The city image's version (in its URLs); 0 = no image yet. */
  imageVersion: number
  businessCount: number
}
