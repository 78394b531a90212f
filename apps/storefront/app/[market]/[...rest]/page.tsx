import { localizePath } from '@wardrobe/domain-rules';
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { ContentPage } from '../../../components/content/ContentPage';
import { categoryTree } from '../../../lib/catalogue';
import { contentPage } from '../../../lib/content-page';
import { marketFromParam } from '../../../lib/market';
import { pageMetadata } from '../../../lib/seo';

// Content is read per request (a preview cookie shows unpublished pages).
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ market: string; rest: string[] }> };

const pathOf = (rest: string[]) => rest.map((part) => decodeURIComponent(part)).join('/');

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { market: code, rest } = await params;
  const market = marketFromParam(code);
  const path = pathOf(rest);
  const page = await contentPage(market, path);
  // Next applies the page's metadata, not not-found.tsx's, when a page 404s.
  if (!page) return { title: { absolute: 'Page not found' } };
  return {
    title: page.title,
    ...(page.description ? { description: page.description } : {}),
    ...pageMetadata(market, `/${path}`, 'contentPage'),
  };
}

/**
 * Spec 001 §2 "Catch-all static content page": every path no other route claims. A content page at the path
 * renders; a category's own url (`/womens`, as the commerce platform writes it; spec 001 links it) redirects to its
 * listing; anything else is the 404 page. The proxy has already answered paths the page-exists check refuses
 * (proxy.ts), so `notFound()` here is the rare case of an entry that went away between the two reads.
 */
export default async function CatchAllPage({ params }: Props) {
  const { market: code, rest } = await params;
  const market = marketFromParam(code);
  const path = pathOf(rest);
  const page = await contentPage(market, path);
  if (page) return <ContentPage market={market} page={page} />;
  const category = await categoryByUrl(market, `/${path}/`);
  if (category) permanentRedirect(localizePath(`/browse/${path}`, market.code));
  notFound();
}

async function categoryByUrl(market: ReturnType<typeof marketFromParam>, url: string) {
  type Node = { url: string; children?: Node[] };
  const tree = await categoryTree(market).catch(() => ({ data: [] as Node[] }));
  const find = (nodes: Node[]): Node | undefined => {
    for (const node of nodes) {
      if (node.url === url) return node;
      const child = find(node.children ?? []);
      if (child) return child;
    }
    return undefined;
  };
  return find(tree.data as Node[]);
}
