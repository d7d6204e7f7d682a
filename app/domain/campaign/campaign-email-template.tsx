// The campaign and digest message as React Email components (loaded by campaign-email.server.ts when
// a message is first rendered).
import { Body, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from '@react-email/components'
import { renderMarkdown } from '~/lib/markdown.ts'

export interface CampaignEmailSection {
  subject: string
  markdown: string
}

export interface CampaignEmailInput {
  /** One section for a campaign; several for the weekly digest. */
  sections: CampaignEmailSection[]
  title: string
  preferencesUrl: string
  unsubscribeUrl: string
}

const page = { backgroundColor: '#f1f5f9', fontFamily: 'system-ui, -apple-system, Segoe UI, sans-serif', color: '#0f172a' }
const box = { backgroundColor: '#ffffff', borderRadius: '12px', margin: '24px auto', maxWidth: '600px', padding: '24px' }
const small = { fontSize: '12px', color: '#64748b', lineHeight: '18px' }

export function CampaignEmail({ sections, title, preferencesUrl, unsubscribeUrl }: CampaignEmailInput) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{title}</Preview>
      <Body style={page}>
        <Container style={box}>
          <Text style={{ fontSize: '14px', fontWeight: 700, color: '#1e3a8a', margin: 0 }}>Safest</Text>
          {sections.map((section, i) => (
            <Section key={i}>
              {sections.length > 1 && i > 0 && <Hr />}
              <Heading as="h1" style={{ fontSize: '22px', lineHeight: '28px', margin: '12px 0' }}>
                {section.subject}
              </Heading>
              {/* Markdown rendered safely: raw HTML escaped, links checked (lib/markdown.ts). */}
              <div style={{ fontSize: '16px', lineHeight: '24px' }} dangerouslySetInnerHTML={{ __html: renderMarkdown(section.markdown) }} />
            </Section>
          ))}
          <Hr />
          <Text style={small}>
            You are receiving this because you subscribed to Safest e-mails.{' '}
            <Link href={preferencesUrl}>Choose what you get</Link> or <Link href={unsubscribeUrl}>unsubscribe</Link> with one click.
          </Text>
        </Container>
      </Body>
    </Html>
  )
}
