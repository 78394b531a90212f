import type { NextConfig } from 'next';

const config: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // PGlite (and the sandbox that owns it) load as plain Node modules: one copy per process, never bundled,
  // so the data directory has exactly one opener.
  serverExternalPackages: ['@electric-sql/pglite', '@wardrobe/commerce-sandbox'],
};

export default config;
