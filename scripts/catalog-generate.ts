import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { syntheticCatalogue } from '../fixtures/catalog/synthetic-catalogue.ts';

/** `npm run catalog:generate -- --products 50000`: writes fixtures/catalog/generated/catalogue-50000.json (git-ignored). */
export const GENERATED_DIR = join(process.cwd(), 'fixtures', 'catalog', 'generated');

export function generatedFile(count: number): string {
  return join(GENERATED_DIR, `catalogue-${count}.json`);
}

function progressBar(done: number, total: number): string {
  const width = 30;
  const filled = Math.round((done / total) * width);
  return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${String(Math.round((done / total) * 100)).padStart(3)}% ${done.toLocaleString('en-GB')}/${total.toLocaleString('en-GB')} products`;
}

async function main() {
  const { values } = parseArgs({ options: { products: { type: 'string', default: '50000' } } });
  const count = Number(values.products);
  if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
    console.error('--products must be a whole number between 1 and 1,000,000, e.g. --products 50000');
    process.exit(1);
  }
  const started = Date.now();
  const catalogue = syntheticCatalogue(count, (done) => process.stderr.write(`\r${progressBar(done, count)}`));
  process.stderr.write('\n');
  mkdirSync(GENERATED_DIR, { recursive: true });
  writeFileSync(generatedFile(count), JSON.stringify(catalogue));
  console.log(
    `Wrote ${generatedFile(count)} (${catalogue.categoryProducts.length.toLocaleString('en-GB')} lister rows) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
