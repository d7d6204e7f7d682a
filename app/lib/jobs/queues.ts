/** How a queue's jobs are retried and kept; `cron` (UTC) makes it scheduled work. */
export interface QueueSpec {
  /** Attempts after the first. */
  retryLimit: number
  /** Seconds before the first retry; doubled for each next one (backoff) unless retryBackoff is false. */
  retryDelay: number
  retryBackoff?: boolean
  /** A running job not finished by then counts as failed (a crashed worker's job is retried). */
  expireInSeconds: number
  /** singleton: one job of the queue runs at a time, across every instance. */
  policy?: 'standard' | 'singleton'
  cron?: string
  /** How often an idle worker looks for a job (a job sent by its own process wakes it at once). */
  pollingIntervalSeconds?: number
  /** What the admin's Jobs tab calls it. */
  label: string
}

/** Where a job lands once its retries are spent: the admin sees it there (it has no worker). */
export const DEAD_LETTER = 'failed-jobs'

/** Every queue of the app (decision 017). */
export const QUEUES = {
  // 10 s, 20 s, 40 s, 80 s, 160 s: an SMTP server down for five minutes loses no mail.
  email: { label: 'E-mail delivery', retryLimit: 5, retryDelay: 10, expireInSeconds: 120 },
  // One city at a time over every instance (the spec's pause between cities holds the next one).
  'city-image': { label: 'City images', retryLimit: 1, retryDelay: 5, expireInSeconds: 600, policy: 'singleton' },
  vacuum: { label: 'Embedded database VACUUM (ANALYZE)', cron: '0 * * * *', retryLimit: 1, retryDelay: 60, expireInSeconds: 900, pollingIntervalSeconds: 30 },
  'prune-rate-limits': { label: 'Rate-limit window pruning', cron: '5 * * * *', retryLimit: 2, retryDelay: 60, expireInSeconds: 300, pollingIntervalSeconds: 30 },
  // A badge stops counting the day after its expiry date: every cached page goes stale at 00:00 UTC.
  'new-day': { label: 'Badge expiry (new UTC day)', cron: '0 0 * * *', retryLimit: 3, retryDelay: 10, expireInSeconds: 60, pollingIntervalSeconds: 10 },
  // Renewal reminders 60, 30 and 7 days before an award's expiry, each sent once.
  'renewal-reminders': { label: 'Badge renewal reminders', cron: '0 9 * * *', retryLimit: 3, retryDelay: 60, expireInSeconds: 600, pollingIntervalSeconds: 30 },
  // Business statistics counted in memory, added to the day's rows in batches.
  'listing-stats': { label: 'Listing statistics', retryLimit: 3, retryDelay: 10, expireInSeconds: 120 },
  // The owners' monthly summary e-mail, on the 1st at 08:00 UTC, once per business and month.
  'listing-summaries': { label: 'Owners’ monthly summaries', cron: '0 8 1 * *', retryLimit: 3, retryDelay: 60, expireInSeconds: 600, pollingIntervalSeconds: 30 },
  // One batch of a campaign per job (decision 034); the next batch is its own job, after a pause.
  'campaign-send': { label: 'Newsletter campaign sending', retryLimit: 5, retryDelay: 10, expireInSeconds: 300 },
  // Every minute: a due campaign, or one whose batch job was lost, carries on.
  'campaigns-due': { label: 'Newsletter campaigns due', cron: '* * * * *', retryLimit: 1, retryDelay: 30, expireInSeconds: 120, pollingIntervalSeconds: 15 },
  // Mondays 14:00 UTC: free subscribers' city alerts of the week in one message (Premium members get each at once).
  'weekly-digest': { label: 'Weekly safety-alert digest', cron: '0 14 * * 1', retryLimit: 3, retryDelay: 60, expireInSeconds: 900, pollingIntervalSeconds: 30 },
  // An uploaded pair of OSHA files imported and matched (one at a time); and every five
  // minutes, businesses created or edited since are matched again.
  'records-import': { label: 'Public records import', retryLimit: 2, retryDelay: 30, expireInSeconds: 3600, policy: 'singleton' },
  'records-match': { label: 'Public records matching', cron: '*/5 * * * *', retryLimit: 1, retryDelay: 60, expireInSeconds: 900, pollingIntervalSeconds: 30 },
} satisfies Record<string, QueueSpec>

export type QueueName = keyof typeof QUEUES
