import type { NextConfig } from 'next';

const config: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Side-by-side builds (a second checkout's e2e, a bench of another revision) each take their own directory.
  distDir: process.env.WARDROBE_NEXT_DIST_DIR ?? '.next',
  // `npm test` type-checks every package first (its typecheck layer); a local rebuild may skip it.
  typescript: { ignoreBuildErrors: process.env.WARDROBE_SKIP_TYPECHECK === '1' },
  // Source maps for looking into the client chunks (bench/README.md, "What is in the script").
  productionBrowserSourceMaps: process.env.WARDROBE_SOURCE_MAPS === '1',
  // PGlite (and the sandbox that owns it) load as plain Node modules: one copy per process, never bundled,
  // so the data directory has exactly one opener.
  serverExternalPackages: ['@electric-sql/pglite', '@wardrobe/commerce-sandbox'],
  experimental: {
    // Fewer, larger client chunks: a product page loads 11 scripts rather than 15 and 2.8 kB less gzip (each
    // request also costs its ~380 bytes of headers and, on a phone, a round trip). Tuned for the first page of
    // a visit (most visits land on one page from search, an ad or an email): `firstPageLoadPriority` 1. A
    // journey home → listing → product fetches less script in all than with the defaults (229.9 against
    // 236.9 kB). Experimental in Next 16.3+; the numbers and the trial of other settings are in the bench README.
    turbopackChunking: { requestCost: 2_000_000, minChunkSize: 200_000, firstPageLoadPriority: 1 },
  },
};

export default config;
