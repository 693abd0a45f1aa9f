import { loadConfig } from '../config.js';
import { openDatabase } from './client.js';
import { seedIfEmpty } from './seed/index.js';

/** `npm run db:migrate` and `npm run db:seed` (idempotent). */
const command = process.argv[2];
const config = loadConfig();
const database = openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
if (command === 'seed') {
  const productsArg = process.argv.indexOf('--products');
  const products = productsArg > 0 ? Number(process.argv[productsArg + 1]) : undefined;
  await seedIfEmpty(database.db, { mediaDir: config.mediaDir, log: console, products });
}
await database.close();
console.log(
  command === 'seed'
    ? 'Base de datos migrada y catálogo de demostración listo.'
    : 'Base de datos migrada.',
);
