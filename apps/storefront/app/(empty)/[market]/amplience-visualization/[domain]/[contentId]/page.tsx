import { getSandbox } from '@wardrobe/commerce-sandbox';
import { ContentRenderer } from '@wardrobe/content-blocks';
import { contentPageSchema } from '@wardrobe/content-blocks/schemas';
import {
  assertPreviewDomain,
  CONTENT_STAGING_DOMAIN_ENV,
  contentStagingDomain,
  PREVIEW_DOMAIN_ERROR,
} from '@wardrobe/domain-rules';
import type { Metadata } from 'next';
import { ContentPage } from '../../../../../../components/content/ContentPage';
import { PageView } from '../../../../../../components/frame/PageView';
import { marketFromParam } from '../../../../../../lib/market';
import { routeName } from '../../../../../../lib/routes';

// An editor's look at unpublished content: never cached, never indexed.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Content preview', robots: { index: false, follow: false } };

type Props = { params: Promise<{ market: string; domain: string; contentId: string }> };

/**
 * Spec 001 §2 `/amplience-visualization/:domain/:contentId` (the content service's visualization link): the one
 * entry `contentId` read from the staging host `domain`, after the domain check (spec 001 §8: 'Invalid amplience
 * staging domain' otherwise). A content page shows as it would on its route; a page with blocks shows its blocks;
 * anything else is rendered as one block. Readings: an entry the host does not have says so; the preview never
 * falls back to published content (the editor must see what they asked for).
 */
export default async function ContentVisualizationPage({ params }: Props) {
  const { market: code, domain: rawDomain, contentId: rawId } = await params;
  const market = marketFromParam(code);
  const domain = decodeURIComponent(rawDomain);
  const contentId = decodeURIComponent(rawId);
  const view = (
    <PageView
      name={routeName('contentPreview', market.code)}
      siteSection="Content"
      localeCode={market.code}
    />
  );
  try {
    assertPreviewDomain(domain, contentStagingDomain(process.env[CONTENT_STAGING_DOMAIN_ENV]));
  } catch {
    return (
      <main id="main" className="error-page">
        {view}
        <h1>{PREVIEW_DOMAIN_ERROR}</h1>
      </main>
    );
  }
  const { content } = await getSandbox();
  const entry = await content.getById(contentId, { previewHost: domain }).catch((error: unknown) => {
    console.error(
      JSON.stringify({
        level: 'error',
        event: 'content-visualization-failed',
        contentId,
        message: String(error),
      }),
    );
    return undefined;
  });
  if (!entry) {
    return (
      <main id="main" className="error-page">
        {view}
        <h1>Content preview</h1>
        <p role="status">
          There is no content {contentId} on {domain}.
        </p>
      </main>
    );
  }
  const page = contentPageSchema.safeParse(entry);
  if (page.success) return <ContentPage market={market} page={page.data} route="contentPreview" />;
  const blocks = Array.isArray(entry.blocks) ? entry.blocks : [entry];
  return (
    <main id="main" className="content-page">
      {view}
      <h1 className="visually-hidden">Content preview</h1>
      <ContentRenderer entries={blocks} currency={market.currency} />
    </main>
  );
}
