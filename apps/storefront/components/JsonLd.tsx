import { jsonLdText } from '../lib/seo';

/**
 * Structured data for search engines, rendered on the server (no client JS). The text is escaped by `jsonLdText`
 * (`<` as `\u003c`), so nothing in the data can close the script.
 */
export function JsonLd({ data }: { data: unknown }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON, escaped by jsonLdText; React would escape quotes.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
