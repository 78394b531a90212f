// The sandbox middleware under load, over real HTTP: autocannon at 20 connections against
// getProductById, a 48-product getProductsWithFilter with facets (one page, and many pages cycled), autocomplete
// (typed terms cycled, and new terms only), addCartItems (a bag per connection, and one bag for all) and a
// promotions updateCustomerSession (dry run, 10 lines, a coupon).
// Usage: `npm run bench` at the root (builds the packages if needed). Prints p50/p95 latency and requests/s.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const root = join(packageDir, '..', '..');
if (
  !existsSync(join(packageDir, 'dist', 'index.js')) ||
  !existsSync(join(root, 'packages/commerce-sdk/dist/server/index.js'))
) {
  const built = spawnSync('pnpm', ['-r', '--filter', './packages/**', 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const { createSandbox } = await import('../dist/index.js');
const { createNodeListener } = await import('@wardrobe/commerce-sdk/server');

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 20;
// A directory of its own: the bench never touches the shop's `.data/`, and measures the on-disk database.
const dataDir = mkdtempSync(join(tmpdir(), 'wardrobe-bench-'));
const sandbox = await createSandbox({ dataDir });
const server = createServer(createNodeListener({ providers: { bigcommerce: sandbox.commerce } }));
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}/api/bigcommerce`;
const headers = { 'content-type': 'application/json', 'x-bigcommerce-channel-id': '1' };

async function call(operation, args, extraHeaders = {}) {
  const response = await fetch(`${base}/${operation}`, {
    method: 'POST',
    headers: { ...headers, ...extraHeaders },
    body: JSON.stringify(args),
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`${operation}: ${response.status} ${body.message}`);
  return { body, cookies: response.headers.getSetCookie() };
}

// Pick real ids: the first root category's listing, a product with plenty of stock for the cart.
const tree = (await call('getCategoryTree', [])).body.data;
const categoryId = tree[0].id;
const listing = (await call('getProductsWithFilter', [{ categoryId, itemsPerPage: 48 }])).body;
const product = listing.data[0];
const inventory = await sandbox.db
  .selectFrom('variants')
  .innerJoin('products', 'products.id', 'variants.product_id')
  .select(['variants.id as variant_id', 'variants.product_id'])
  .where('products.inventory_tracking', '=', 'none')
  .where('variants.purchasing_disabled', '=', false)
  .where('products.purchasing_disabled', '=', false)
  .executeTakeFirstOrThrow();
// Bags: one shared by every connection (the worst case: every write waits for the one before), and one per
// connection (20 shoppers adding to their own bags at once: what a shop under load sees).
const newBag = async () => {
  const cart = await call('createCart', [{ currency: { code: 'GBP' }, line_items: [] }]);
  return { cartId: cart.body.data.id, cookie: cart.cookies.map((c) => c.split(';')[0]).join('; ') };
};
const addBody = (cartId) =>
  JSON.stringify([
    {
      cartId,
      data: {
        line_items: [{ product_id: inventory.product_id, variant_id: inventory.variant_id, quantity: 1 }],
      },
    },
  ]);
const shared = await newBag();
const ownBags = await Promise.all(Array.from({ length: connections }, newBag));

// A promotions evaluation as the storefront's sync asks it (spec 000 §4, §9: a dry run): a 10-line basket of the
// listing's products, as domain-rules `toSessionCartItems` builds it, with a coupon.
const sessionBody = JSON.stringify([
  {
    currencyCode: 'GBP',
    sessionId: 'bench-session',
    dryRun: true,
    requestData: {
      customerSession: {
        storeIntegrationId: 'uk-store',
        couponCodes: ['GOODSTUFF10'],
        cartItems: listing.data.slice(0, 10).map((p, i) => ({
          name: p.name,
          sku: p.variants[0].sku,
          quantity: 1 + (i % 3),
          price: p.variants[0].calculated_price,
          attributes: { product_id: p.id, tmp_variant_id: p.variants[0].id },
        })),
      },
      responseContent: ['customerSession'],
    },
  },
]);

// Listings that vary: every category's first two pages in three sorts, cycled, so most answers are not the one
// asked just before (what the page cache does not help with as much).
const flatten = (nodes) => nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);
const variedListings = flatten(tree)
  .flatMap((node) =>
    ['featured', 'price-asc', 'newest'].flatMap((sort) => [1, 2].map((page) => ({ node, sort, page }))),
  )
  .map(({ node, sort, page }) => ({
    method: 'POST',
    body: JSON.stringify([{ categoryId: node.id, sort, page, itemsPerPage: 48 }]),
  }));

// Autocomplete as shoppers type: beginnings of words, typos, two words (spec 000 §9: debounced, so each call is a
// new term). Cycled: terms come again, as they do across shoppers. Cold: every call a term never asked before
// (a typo of a word, after a colour), so each one runs the typo look-up and the match in the database.
const typedTerms = (
  'd|dr|dre|dres|dress|dresss|jum|jump|jumpr|jumper|knit|knitw|black|black d|black dr|black dress|trose|trosers|' +
  'trousers|wool|wool jumper|navy|midi|midi dr|linen|linen shirt|shrit|cardi|cardgan|scarf|bag|tote|mug|candle|' +
  'jeans|denim|socks|gift|blck dress|cushion'
).split('|');
// One shared turn for all connections (autocannon otherwise walks the list from the start on each connection).
const autocompleteTerms = (terms) => {
  let next = 0;
  return [
    {
      method: 'POST',
      setupRequest: (request) => ({
        ...request,
        body: JSON.stringify([{ query: terms[next++ % terms.length] }]),
      }),
    },
  ];
};
const typoBases = 'dress jumper trousers cardigan shirt blouse scarf candle cushion jeans'.split(' ');
const typoColours = 'black navy white grey red pink green blue ivory sage camel stone'.split(' ');
const typos = typoBases.flatMap((word) =>
  [...word]
    .flatMap((_, i) => [
      word.slice(0, i) + word.slice(i + 1),
      `${word.slice(0, i)}x${word.slice(i + 1)}`,
      i + 1 < word.length ? word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2) : word,
    ])
    .filter((typo) => typo !== word),
);
const coldTerms = [...new Set(typoColours.flatMap((colour) => typos.map((typo) => `${colour} ${typo}`)))];

const scenarios = [
  {
    name: 'getProductById',
    operation: 'getProductById',
    args: [{ entityId: product.id, includeOptions: true }],
  },
  {
    name: 'getProductsWithFilter (48, facets)',
    operation: 'getProductsWithFilter',
    args: [{ categoryId, itemsPerPage: 48 }],
  },
  {
    name: `getProductsWithFilter (${variedListings.length} pages cycled)`,
    operation: 'getProductsWithFilter',
    requests: variedListings,
  },
  {
    name: `autocomplete (${typedTerms.length} typed terms cycled)`,
    operation: 'autocomplete',
    requests: autocompleteTerms(typedTerms),
  },
  {
    name: `autocomplete (cold: ${coldTerms.length} new terms)`,
    operation: 'autocomplete',
    requests: autocompleteTerms(coldTerms),
  },
  {
    name: 'addCartItems (a bag per connection)',
    operation: 'addCartItems',
    setupClient: (() => {
      let next = 0;
      return (client) => {
        const bag = ownBags[next++ % ownBags.length];
        client.setHeaders({ ...headers, cookie: bag.cookie });
        client.setBody(addBody(bag.cartId));
      };
    })(),
  },
  {
    name: 'addCartItems (one bag, 20 connections)',
    operation: 'addCartItems',
    body: addBody(shared.cartId),
    headers: { cookie: shared.cookie },
  },
  {
    name: 'updateCustomerSession (dry run, 10 lines, coupon)',
    operation: 'updateCustomerSession',
    body: sessionBody,
  },
];

/** Runs one scenario; latencies are collected per response, so p50 and p95 are exact (autocannon's own
 * histogram reports p90 and p97.5 only). */
function run(scenario) {
  return new Promise((resolve, reject) => {
    const times = [];
    const instance = autocannon(
      {
        url: `${base}/${scenario.operation}`,
        method: 'POST',
        connections,
        duration,
        headers: { ...headers, ...(scenario.headers ?? {}) },
        ...(scenario.args ? { body: JSON.stringify(scenario.args) } : {}),
        ...(scenario.body ? { body: scenario.body } : {}),
        ...(scenario.requests ? { requests: scenario.requests } : {}),
        ...(scenario.setupClient ? { setupClient: scenario.setupClient } : {}),
      },
      (error, result) => (error ? reject(error) : resolve({ result, times })),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

// `BENCH_ONLY=autocomplete` runs the scenarios whose name holds that text.
const only = process.env.BENCH_ONLY;
const rows = [];
for (const scenario of scenarios.filter((s) => !only || s.name.includes(only))) {
  const { result, times } = await run(scenario);
  const sorted = times.sort((a, b) => a - b);
  rows.push({
    operation: scenario.name,
    'p50 ms': Number(percentile(sorted, 50).toFixed(1)),
    'p95 ms': Number(percentile(sorted, 95).toFixed(1)),
    'req/s': Math.round(result.requests.average),
    errors: result.errors + result.non2xx,
  });
}

console.log(`\n${connections} connections, ${duration} s each, PGlite on disk, 2-core machine`);
console.table(rows);
server.close();
await sandbox.close();
rmSync(dataDir, { recursive: true, force: true });
