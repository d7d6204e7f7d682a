// The public-records sources by id, as forms and pages name them (no module of their import here:
// the admin's tab and its forms read this in the browser too).

export const SOURCE_LABELS = {
  osha: 'OSHA enforcement data',
  lives: 'LIVES health inspections',
  'tx-childcare': 'Texas child care licensing',
  'cms-nursing-homes': 'CMS nursing home inspections',
  fmcsa: 'FMCSA motor carrier safety',
} as const

export type SourceId = keyof typeof SOURCE_LABELS
export const SOURCE_IDS = Object.keys(SOURCE_LABELS) as SourceId[]
export const DEFAULT_SOURCE: SourceId = 'osha'
export const isSourceId = (id: string): id is SourceId => id in SOURCE_LABELS
