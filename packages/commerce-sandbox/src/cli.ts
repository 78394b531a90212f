import { openDatabase } from './db/open';
import { defaultDataDir } from './sandbox';
import { seed, seedIfEmpty } from './seed';

/** `node dist/cli.js seed` seeds an empty database; `reset` rewrites the seed over whatever is there. */
async function main(command = 'seed') {
  if (command !== 'seed' && command !== 'reset') {
    console.error('Usage: wardrobe-sandbox seed|reset');
    process.exit(2);
  }
  const dataDir = defaultDataDir();
  const { db, close, exclusive } = await openDatabase({ dataDir });
  try {
    // Under the same lock as a starting sandbox, so that a seed never races another process's first seed.
    if (command === 'reset') {
      const { categories, products, customers, reviews } = await exclusive(() => seed(db));
      console.log(
        `Sandbox reset in ${dataDir}: ${categories} categories, ${products} products, ${customers} customers, ${reviews} reviews.`,
      );
    } else {
      const seeded = await exclusive(() => seedIfEmpty(db));
      console.log(seeded ? `Sandbox seeded in ${dataDir}.` : `Sandbox in ${dataDir} already seeded.`);
    }
  } finally {
    await close();
  }
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
