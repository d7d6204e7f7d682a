const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })

/** "November 26, 2026 · 4 min read" */
export function PostDate({ date, readingTime }: { date: string; readingTime: number }) {
  return (
    <>
      <time dateTime={date}>{dateFormat.format(new Date(`${date}T00:00:00Z`))}</time> · {readingTime} min read
    </>
  )
}
