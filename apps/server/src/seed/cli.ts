import { parseArgs } from 'node:util';
import { loadConfigOrExit } from '../config/load.js';
import { openDatabase } from '../db/client.js';
import { DataDirLockedError } from '../db/lock.js';
import { openObjectStore } from '../lib/storage/open-store.js';
import { createSecretBox, loadCardKey } from '../lib/secret-box.js';
import { banners, categories, products, productSpecs, shops, skus } from '../db/schema/index.js';
import { CATALOGUE_FOLDER } from './catalogue/images.js';
import { seedCatalogue } from './catalogue/index.js';
import { deleteHistory } from './history/delete.js';

const USAGE = 'usage: npm run seed -- [--products 480] [--shops 24] [--force]';

function count(value: string | undefined, name: string, fallback: number, min: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < min) {
    console.error(`--${name} must be a whole number ≥ ${min}, not "${value}"\n${USAGE}`);
    process.exit(2);
  }
  return n;
}

const { values } = parseArgs({
  options: { products: { type: 'string' }, shops: { type: 'string' }, force: { type: 'boolean', default: false } },
});
const productCount = count(values.products, 'products', 480, 0);
const shopCount = count(values.shops, 'shops', 24, 1);

const config = loadConfigOrExit();
const store = openObjectStore(config);
let database;
try {
  database = await openDatabase(config);
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

try {
  const [existing] = await database.db.select({ id: categories.id }).from(categories).limit(1);
  if (existing && !values.force) {
    console.error(
      'The catalogue is not empty: nothing seeded. Run again with --force to replace it ' +
        '(accounts are kept, but for the past shoppers of the demo history; favourites, follows and recently viewed go ' +
        'with the old products and shops).',
    );
    process.exitCode = 1;
  } else {
    const started = performance.now();
    if (existing) {
      // Children before parents; favourites, follows and recently viewed go with their products and shops, and
      // the catalogue's past (its past shoppers, their orders and reviews) with the catalogue.
      await database.db.transaction(async (tx) => {
        await deleteHistory(tx);
        for (const table of [skus, productSpecs, products, shops, categories, banners]) await tx.delete(table);
      });
      await store.deletePrefix(CATALOGUE_FOLDER);
      console.log('catalogue: previous catalogue and its pictures deleted');
    }
    const result = await seedCatalogue(database.db, {
      store,
      products: productCount,
      shops: shopCount,
      log: (message) => console.log(message),
      box: createSecretBox(loadCardKey(config.dataDir, config.cardKey)),
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `catalogue seeded in ${seconds} s: ${result.categories} categories, ${result.shops} shops, ` +
        `${result.products} products, ${result.skus} SKUs, ${result.orders} past orders, ${result.reviews} reviews; pictures in the ${store.where}, catalogue/`,
    );
  }
} finally {
  await database.close();
}
