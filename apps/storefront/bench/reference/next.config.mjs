// As the storefront's: the sandbox (and its PGlite) load as plain Node modules, one copy per process.
const config = {
  reactStrictMode: true,
  poweredByHeader: false,
  serverExternalPackages: ['@electric-sql/pglite', '@wardrobe/commerce-sandbox'],
};

export default config;
