// The products' CSV import (issue 11): 5,000 rows on a fresh PGlite, preview then apply (all
// creates), then the same SKUs again with new prices and stock (all updates). Goal: < 10 s each.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/client.js';
import { seedFixtureCatalog } from '../src/modules/catalog/catalog-fixture.js';
import { exportProductsCsv } from '../src/modules/catalog/csv/product-csv-export.service.js';
import {
  applyProductCsv,
  previewProductCsv,
} from '../src/modules/catalog/csv/product-csv.service.js';

const ROWS = 5000;

export async function benchCsvImport(log: (line: string) => void): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-csv-'));
  const database = await openDatabase({ dataDir });
  try {
    await database.migrate();
    await seedFixtureCatalog(database.db);
    // Brand and category names as the export writes them.
    const [, first] = (await exportProductsCsv(database.db)).split('\r\n');
    const [, , brand, category] = first!.split(';');
    const file = (price: (i: number) => string, stock: (i: number) => number) =>
      [
        'sku;nombre;marca;categoria;precio;precio_anterior;iva;stock;activo;descripcion',
        ...Array.from(
          { length: ROWS },
          (_, i) =>
            `BENCH-${String(i).padStart(5, '0')};Tornillo autorroscante ${i} x 1";${brand};${category};${price(i)};;15;${stock(i)};sí;"<p>Caja de 100 unidades; acero zincado ${i}.</p>"`,
        ),
      ].join('\r\n');
    const creates = file(
      (i) => `${1 + (i % 50)}.25`,
      (i) => i % 40,
    );
    const updates = file(
      (i) => `${2 + (i % 50)}.75`,
      (i) => (i % 40) + 3,
    );

    log(`\nCSV import, ${ROWS} rows, PGlite (fresh database):\n`);
    log('| Step | ms |');
    log('|---|---:|');
    for (const [label, csv] of [
      ['creates', creates],
      ['updates', updates],
    ] as const) {
      let started = performance.now();
      const preview = await previewProductCsv(database.db, csv);
      log(
        `| preview (${preview.to_create} to create, ${preview.to_update} to update) | ${Math.round(performance.now() - started)} |`,
      );
      started = performance.now();
      const result = await database.db.transaction((tx) => applyProductCsv(tx, csv, null));
      log(
        `| apply ${label} (${result.created} created, ${result.updated} updated, ${result.stock_movements} stock movements) | ${Math.round(performance.now() - started)} |`,
      );
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
