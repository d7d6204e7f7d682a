import { z } from 'zod'
import { accountEmail, checkbox, formList, integerId, requiredLongText, requiredText } from '~/lib/form-fields.ts'
import type { CampaignStatus, CampaignTopic, RecipientStatus } from '~/lib/db-schema-campaigns.ts'
import { countOf } from '~/lib/plural.ts'

export type { CampaignStatus, CampaignTopic, RecipientStatus }

/** What a subscriber can choose to hear about, in the order forms show them. */
export { TOPICS, TOPIC_VALUES, topicLabel } from './topics.ts'
import { TOPICS, TOPIC_VALUES } from './topics.ts'

export const AUDIENCES = [
  { value: 'all', label: 'All subscribers of the topic' },
  { value: 'premium', label: 'Premium members only' },
] as const

/** A campaign's counts as the Newsletter tab shows them. */
export const COUNT_LABELS = ['queued', 'sent', 'failed', 'bounced', 'complained', 'unsubscribed'] as const
export type CampaignCounts = Record<(typeof COUNT_LABELS)[number] | 'skipped', number>

/** Which count a recipient row adds to: held (free subscribers' weekly digest) and sending still count as queued. */
export function countKey(status: RecipientStatus): keyof CampaignCounts {
  return status === 'held' || status === 'sending' ? 'queued' : status
}

/** Sending pace: this many messages per job run, then a pause before the next batch. */
export const BATCH_SIZE = 50
export const BATCH_PAUSE_SECONDS = 1
/** A message that fails this many times is counted failed and not tried again. */
export const MAX_ATTEMPTS = 3

const topicList = (message: string) => z.preprocess(formList, z.array(z.enum(TOPIC_VALUES, { message })).max(TOPICS.length, message))
const cityList = (message: string) => z.preprocess(formList, z.array(integerId(message)).max(50, 'Choose at most 50 cities'))

/** The subscriber's preferences page (and the topic choices of the home sign-up block). */
export const preferencesSchema = z.object({
  topics: topicList('Choose topics from the list'),
  cityIds: cityList('Choose cities from the list'),
})
export type Preferences = z.output<typeof preferencesSchema>

export const NO_TOPIC_MESSAGE = 'Tick at least one topic to subscribe'

/**
 * The home block with its topic choices: an address, the topics and a city. A form that shows the
 * topic boxes says so (`topicsShown`): none ticked there is refused, not read as every topic; a
 * caller that sends no topics at all gets every topic.
 */
export const signUpChoicesSchema = z
  .object({
    email: accountEmail(),
    topics: topicList('Choose topics from the list'),
    cityIds: cityList('Choose a city from the list'),
    topicsShown: checkbox(),
  })
  .superRefine((v, ctx) => {
    if (v.topicsShown && v.topics.length === 0) ctx.addIssue({ code: 'custom', path: ['topics'], message: NO_TOPIC_MESSAGE })
  })
  .transform(({ email, topics, cityIds }) => ({ email, cityIds, topics: topics.length > 0 ? topics : [...TOPIC_VALUES] }))

/** The admin's compose form. The send time is UTC (the form says so). */
export const campaignSchema = z
  .object({
    id: z.preprocess((v) => (v === '' ? undefined : v), z.uuid({ message: 'Unknown campaign' }).optional()),
    subject: requiredText('Subject', 150),
    body: requiredLongText('Message', 5_000),
    topic: z.preprocess((v) => v ?? '', z.enum(TOPIC_VALUES, { message: 'Choose a topic' })),
    cityIds: cityList('Choose cities from the list'),
    audience: z.preprocess((v) => v || 'all', z.enum(['all', 'premium'], { message: 'Choose an audience' })),
    sendAt: z.preprocess(
      (v) => (v == null || v === '' ? null : v),
      z
        .string({ message: 'Send time must be a date and time' })
        .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, 'Send time must be a date and time')
        .transform((v) => new Date(`${v.length === 16 ? `${v}:00` : v}Z`))
        .refine((d) => !Number.isNaN(d.getTime()), 'Send time must be a date and time')
        .nullable(),
    ),
  })
  .refine((c) => c.topic !== 'city-alerts' || c.cityIds.length > 0, { path: ['cityIds'], message: 'Choose at least one city for a city alert' })
export type CampaignInput = z.output<typeof campaignSchema>

/** The topic a new campaign starts on: one a plain send can go to (a city alert needs its cities first). */
export const DEFAULT_TOPIC: CampaignTopic = 'recalls'

/** "Send now" asks first, with the count of whom it goes to: "Send to 12 subscribers?". */
export const sendNowQuestion = (count: number) => `Send to ${countOf(count, 'subscriber')}?`

/** "Send now" refused: nobody would get it (no confirmed subscriber of the topic, cities and audience). */
export const NOBODY_TO_SEND_TO =
  'Nobody would receive this campaign: no subscriber who confirmed their address has chosen this topic (and, for a city alert, one of its cities) in this audience. Nothing was sent.'

export const CAMPAIGN_INTENTS = ['save', 'preview', 'test', 'schedule', 'send-now', 'cancel', 'digest'] as const
export type CampaignIntent = (typeof CAMPAIGN_INTENTS)[number]

/** Whether a campaign may still be edited, scheduled or sent (once it starts sending it is final). */
export const isEditable = (status: CampaignStatus) => status === 'draft' || status === 'scheduled'
