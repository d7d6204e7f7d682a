import type { CampaignTopic } from '~/lib/db-schema-campaigns.ts'

/** What a subscriber can ask for (sign-up and preferences), without the schemas: the home page's form reads them. */
export const TOPICS = [
  { value: 'recalls', label: 'Product recalls' },
  { value: 'city-alerts', label: 'City safety alerts' },
  { value: 'deals', label: 'Deals' },
] as const satisfies readonly { value: CampaignTopic; label: string }[]
export const TOPIC_VALUES = TOPICS.map((t) => t.value) as [CampaignTopic, ...CampaignTopic[]]
export const topicLabel = (topic: string) => TOPICS.find((t) => t.value === topic)?.label ?? topic
