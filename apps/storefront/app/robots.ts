import type { MetadataRoute } from 'next';
import { robotsDisallow, siteOrigin } from '../lib/seo';

// The origin setting of the running server, not of the build.
export const dynamic = 'force-dynamic';

/** `/robots.txt`: everything may be crawled but the API, bag, checkout and account of every market. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: robotsDisallow() },
    sitemap: `${siteOrigin()}/sitemap.xml`,
  };
}
