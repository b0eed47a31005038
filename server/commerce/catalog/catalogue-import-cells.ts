import { hasControlCharacter } from '../../../domain/control-characters.ts';
import { DomainError } from '../../lib/errors.ts';
import { moment, pence, wholeNumber } from '../../lib/form-values.ts';
import { MAX_DISPATCH_DAYS, MAX_PRICE_PENCE, MAX_STOCK } from './catalogue-edits.ts';
import type { CatalogueCells, CatalogueColumn, CatalogueEntry } from './catalogue-file.ts';
import { TIERS } from './catalogue-records.ts';

/**
 * One thing wrong with one row of a file: where (row, column), what, and the values it may take where
 * they are a fixed set. A problem of a document's other sections names the section, and the item's key as `sku`.
 */
export interface ImportProblem {
  section?: 'categories' | 'filters' | 'labels' | 'models' | 'redirects';
  row: number;
  sku: string;
  /** The column, or a field of a document's item (`name.de`, `filters.material`). */
  column: CatalogueColumn | (string & {});
  problem: string;
  allowed?: string[];
}

/** The fixed sets a row's values are checked against. */
export interface ImportVocabulary {
  categories: string[];
  sizes: string[];
  conditions: string[];
}

export const TYPES = ['bike', 'part'] as const;
const YES = ['yes', 'true'];
const NO = ['no', 'false'];
const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

type Problem = Omit<ImportProblem, 'row' | 'sku'>;

/** Reads one value; a thrown DomainError (the shared value readers') becomes the column's problem. */
function read<T>(column: CatalogueColumn, problems: Problem[], reader: () => T): T | undefined {
  try {
    return reader();
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    problems.push({ column, problem: error.message });
    return undefined;
  }
}

function oneOf(column: CatalogueColumn, value: string, allowed: readonly string[], problems: Problem[], what: string): string | undefined {
  if (allowed.includes(value)) return value;
  problems.push({ column, problem: value ? `Unknown ${what} "${value.slice(0, 60)}".` : `The ${what} is missing.`, allowed: [...allowed] });
  return undefined;
}

function words(column: CatalogueColumn, value: string, max: number, problems: Problem[]): string | undefined {
  const text = value.trim();
  if (!text) problems.push({ column, problem: `"${column}" is empty.` });
  else if (text.length > max) problems.push({ column, problem: `"${column}" is ${text.length} characters long; at most ${max}.` });
  else return text;
  return undefined;
}

function sizeList(value: string, vocabulary: ImportVocabulary, problems: Problem[]): CatalogueEntry['sizes'] | undefined {
  if (!value.trim()) return [];
  const sizes: CatalogueEntry['sizes'] = [];
  const pairs = value.split('|');
  // A single size may stand alone: its stock is the product's `stock`.
  if (pairs.length === 1 && /^\s*[^:\s|]+\s*$/.test(value)) {
    const size = value.trim().toLowerCase();
    if (vocabulary.sizes.includes(size)) return [{ size, stock: Number.NaN }];
    problems.push({ column: 'sizes', problem: `Unknown size "${size.slice(0, 20)}".`, allowed: vocabulary.sizes });
    return undefined;
  }
  for (const pair of pairs) {
    const match = /^\s*([^:\s]+)\s*:\s*(\S+)\s*$/.exec(pair);
    if (!match) {
      problems.push({ column: 'sizes', problem: `"${pair.slice(0, 30)}" is not a size with its stock: write sizes like s:2|m:4|l:0.` });
      return undefined;
    }
    const size = match[1]!.toLowerCase();
    if (!vocabulary.sizes.includes(size)) {
      problems.push({ column: 'sizes', problem: `Unknown size "${size.slice(0, 20)}".`, allowed: vocabulary.sizes });
      return undefined;
    }
    if (sizes.some((s) => s.size === size)) {
      problems.push({ column: 'sizes', problem: `The size "${size}" appears twice.` });
      return undefined;
    }
    const stock = read('sizes', problems, () => wholeNumber(match[2], `sizes.${size}`, MAX_STOCK));
    if (stock === undefined) return undefined;
    sizes.push({ size, stock });
  }
  return sizes;
}

/**
 * The values of one row, read column by column: only the columns the file has, each checked on its
 * own (the checks that need the product as it is come later). Every problem is kept, not just the first.
 */
export function readCells(cells: CatalogueCells, vocabulary: ImportVocabulary): { values: Partial<CatalogueEntry>; problems: Problem[] } {
  const problems: Problem[] = [];
  const values: Partial<CatalogueEntry> = {};
  for (const [column, text] of Object.entries(cells) as [CatalogueColumn, string][]) {
    if (hasControlCharacter(text))
      problems.push({ column, problem: `"${column}" holds a control character (a tab or a line break, say); write it on one line.` });
  }
  const sku = (cells.sku ?? '').trim();
  if (SKU_PATTERN.test(sku)) values.sku = sku;
  else
    problems.push({
      column: 'sku',
      problem: sku ? `"${sku.slice(0, 64)}" is not a SKU: letters, digits, ".", "_" and "-", at most 64.` : 'The SKU is missing.',
    });
  if (cells.type !== undefined) values.type = oneOf('type', cells.type.trim().toLowerCase(), TYPES, problems, 'type') as CatalogueEntry['type'] | undefined;
  if (cells.name !== undefined && !hasControlCharacter(cells.name)) values.name = words('name', cells.name, 120, problems);
  if (cells.model_sku !== undefined) values.model_sku = cells.model_sku.trim() || null;
  if (cells.tier !== undefined) values.tier = cells.tier.trim() ? (oneOf('tier', cells.tier.trim().toLowerCase(), TIERS, problems, 'tier') ?? null) : null;
  if (cells.category !== undefined)
    values.category = oneOf('category', cells.category.trim().replace(/^\/|\/$/g, ''), vocabulary.categories, problems, 'category');
  if (cells.manufacturer !== undefined) values.manufacturer = words('manufacturer', cells.manufacturer, 60, problems);
  if (cells.condition !== undefined) values.condition = oneOf('condition', cells.condition.trim().toLowerCase(), vocabulary.conditions, problems, 'condition');
  if (cells.price !== undefined) values.price = read('price', problems, () => pence(cells.price, 'price', MAX_PRICE_PENCE));
  if (cells.special_price !== undefined) {
    const from = read('special_from', problems, () => moment(cells.special_from?.trim(), 'special_from'));
    const to = read('special_to', problems, () => moment(cells.special_to?.trim(), 'special_to'));
    if (!cells.special_price.trim()) {
      if (from || to)
        problems.push({ column: 'special_price', problem: 'Dates are given without a special price: add the special price or leave the dates empty.' });
      values.offer = null;
    } else {
      const price = read('special_price', problems, () => pence(cells.special_price, 'special_price', MAX_PRICE_PENCE));
      if (from && to && from >= to) problems.push({ column: 'special_to', problem: '"special_to" must be after "special_from".' });
      else if (price !== undefined && from !== undefined && to !== undefined) values.offer = { price, from, to };
    }
  }
  if (cells.stock?.trim()) values.stock = read('stock', problems, () => wholeNumber(cells.stock, 'stock', MAX_STOCK));
  if (cells.sizes !== undefined) values.sizes = sizeList(cells.sizes, vocabulary, problems);
  if (cells.dispatch_days !== undefined)
    values.dispatch_days = read('dispatch_days', problems, () => wholeNumber(cells.dispatch_days, 'dispatch_days', MAX_DISPATCH_DAYS));
  if (cells.visible !== undefined) {
    const answer = cells.visible.trim().toLowerCase();
    if (YES.includes(answer)) values.visible = true;
    else if (NO.includes(answer)) values.visible = false;
    else problems.push({ column: 'visible', problem: `"${answer.slice(0, 20)}" is not yes or no.`, allowed: ['yes', 'no'] });
  }
  return { values, problems };
}
