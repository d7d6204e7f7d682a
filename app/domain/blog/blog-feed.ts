import { contentImagePath } from '~/lib/content-images.ts'
import { renderMarkdown } from '~/lib/markdown.ts'
import { sitePublisher } from '~/lib/site-publisher.ts'
import type { BlogPost } from './model.ts'

export const FEED_PATH = '/blog/feed.xml'
export const BLOG_TITLE = 'Safest Blog'
export const BLOG_DESCRIPTION = 'Safety tips, product advice and news from the Safest team.'

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!)

/** The date a post was published, as an RFC 3339 instant (midnight UTC of its date). */
const publishedInstant = (post: BlogPost) => `${post.publishedOn}T00:00:00Z`

/**
 * The blog's Atom 1.0 feed (RFC 4287): the newest 20 published posts, each with its summary and its
 * whole body as HTML (the same safe rendering as the page; site-relative links resolve by xml:base).
 */
export function atomFeed(siteUrl: string, posts: BlogPost[]): string {
  const url = (path: string) => new URL(path, siteUrl).href
  const newest = posts.slice(0, 20)
  const updated = newest.reduce((max, p) => (p.updatedAt > max ? p.updatedAt : max), newest[0]?.updatedAt ?? new Date(0).toISOString())
  const entries = newest.map((post) =>
    [
      '  <entry>',
      `    <title>${escapeXml(post.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url(`/blog/${post.slug}`))}"/>`,
      `    <id>${escapeXml(url(`/blog/${post.slug}`))}</id>`,
      `    <published>${publishedInstant(post)}</published>`,
      `    <updated>${post.updatedAt > publishedInstant(post) ? post.updatedAt : publishedInstant(post)}</updated>`,
      `    <author><name>${escapeXml(post.author)}</name></author>`,
      `    <summary type="text">${escapeXml(post.summary)}</summary>`,
      `    <content type="html">${escapeXml(renderMarkdown(post.body))}</content>`,
      '  </entry>',
    ].join('\n'),
  )
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:base="${escapeXml(url('/'))}">`,
    `  <title>${BLOG_TITLE}</title>`,
    `  <subtitle>${escapeXml(BLOG_DESCRIPTION)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(url(FEED_PATH))}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(url('/blog'))}"/>`,
    `  <id>${escapeXml(url('/blog'))}</id>`,
    `  <updated>${updated}</updated>`,
    `  <author><name>Safest</name></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n')
}

/** A post without a cover image shows the site's sharing image (public/og-image.jpg, 1200 × 630). */
const DEFAULT_IMAGE = '/og-image.jpg'

/**
 * schema.org Article for a post's page, with what Google's Article rich result asks for: headline,
 * image (the cover, else the site's sharing image), datePublished, dateModified, author with a
 * name, and the publisher with its name and logo (an ImageObject with a url).
 */
export function articleJsonLd(post: BlogPost, siteUrl: string) {
  const url = (path: string) => new URL(path, siteUrl).href
  const pageUrl = url(`/blog/${post.slug}`)
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    '@id': pageUrl,
    mainEntityOfPage: pageUrl,
    url: pageUrl,
    headline: post.title,
    description: post.summary,
    image: url(post.coverImage ? contentImagePath(post.coverImage) : DEFAULT_IMAGE),
    datePublished: post.publishedOn,
    dateModified: post.updatedAt,
    author: { '@type': 'Organization', name: post.author },
    publisher: sitePublisher(siteUrl),
  }
}
