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
};

export default config;
