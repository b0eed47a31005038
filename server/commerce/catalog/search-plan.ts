import type { Language } from '../../../domain/i18n/index.ts';
import type { Queryable } from '../../db/database.ts';
import { compoundGroup, compoundParts, synonymsOf, type TermGroup, termGroups, tsqueryText } from './search-query.ts';
import synonymList from './search-synonyms.json' with { type: 'json' };
import { closestWord, knownWords } from './search-words.ts';

export const SYNONYMS = synonymsOf(synonymList.groups);

/** The text search configuration and stemmed column of each shop language (migration 0170). */
const LANGUAGE_SEARCH = {
  en: { config: 'english', column: 'search_en' },
  de: { config: 'german', column: 'search_de' },
} as const satisfies Record<Language, { config: string; column: string }>;

/** A search as the database runs it: a to_tsquery text in the page's language. */
export interface SearchPlan {
  language: Language;
  query: string;
  /** The shopper's words with a misspelt one replaced by the catalogue word it most likely meant. */
  corrected?: string;
}

/** The shopper's words with their synonyms: what a search runs first. */
export function searchPlan(terms: string[], language: Language): SearchPlan {
  return { language, query: tsqueryText(termGroups(terms, SYNONYMS)) };
}

/**
 * The products matching a plan (`$n` is its query), those whose name alone matches, and their
 * relevance: the stemmed words' rank, and a bike whose own name holds every word of the search
 * above anything else, so a model's name puts the model before its accessories.
 */
export function searchMatch(plan: SearchPlan, n: number): { from: string; where: string; whereName: string; rank: string } {
  const { config, column } = LANGUAGE_SEARCH[plan.language];
  return {
    from: `catalog_products p, to_tsquery('${config}', $${n}) q`,
    where: `p.${column} @@ q and p.visible`,
    whereName: `ts_filter(p.${column}, '{a}') @@ q and p.visible`,
    rank: `(ts_rank(p.${column}, q) + case when p.model_sku is not null and ts_filter(p.${column}, '{a}') @@ q then 1 else 0 end)`,
  };
}

/**
 * For a search that found nothing: each word (or synonym phrase) that matches no product on its
 * own is read as a German compound of catalogue words (`fahrradhelm` → fahrrad, helm) or else
 * as the catalogue word nearest to it (`helmit` → helmet, kept in `corrections`).
 */
async function repairedGroups(
  db: Queryable,
  terms: string[],
  language: Language,
): Promise<{ groups: TermGroup[]; corrections: Map<string, string>; changed: boolean }> {
  const { config, column } = LANGUAGE_SEARCH[language];
  const groups = termGroups(terms, SYNONYMS);
  const corrections = new Map<string, string>();
  const missing = await db.query<{ n: number }>(
    `select t.n::int as n from unnest($1::text[]) with ordinality as t(query, n)
     where not exists (select 1 from catalog_products p where p.${column} @@ to_tsquery($2::regconfig, t.query) and p.visible)`,
    [groups.map((group) => tsqueryText([group])), config],
  );
  if (!missing.length) return { groups, corrections, changed: false };
  const known = await knownWords(db);
  const isKnown = (part: string) => known.has(part) || SYNONYMS.words.has(part);
  let changed = false;
  const repaired: TermGroup[] = [];
  for (const [index, group] of groups.entries()) {
    const term = group.terms[0]!;
    if (!missing.some((row) => row.n === index + 1) || group.terms.length > 1) {
      repaired.push(group);
      continue;
    }
    const parts = compoundParts(term, isKnown);
    const correction = parts ? undefined : await closestWord(db, term);
    if (parts) repaired.push(compoundGroup(term, parts, SYNONYMS));
    else if (correction) {
      corrections.set(term, correction);
      repaired.push(...termGroups([correction], SYNONYMS));
    } else repaired.push(group);
    changed ||= Boolean(parts ?? correction);
  }
  return { groups: repaired, corrections, changed };
}

/**
 * Runs a search; when it finds nothing, once more with compounds split and misspelt words
 * corrected (see `repairedGroups`), and when that finds nothing either, with any of its words
 * rather than all (`bicycle helmet` finds helmets, though no helmet says "bicycle").
 */
export async function searchWithRepair<T>(
  db: Queryable,
  terms: string[],
  language: Language,
  run: (plan: SearchPlan) => Promise<T>,
  foundNothing: (outcome: T) => boolean,
): Promise<{ plan: SearchPlan; outcome: T }> {
  let plan = searchPlan(terms, language);
  let outcome = await run(plan);
  if (!foundNothing(outcome)) return { plan, outcome };
  const { groups, corrections, changed } = await repairedGroups(db, terms, language);
  const corrected = corrections.size ? { corrected: terms.map((term) => corrections.get(term) ?? term).join(' ') } : {};
  if (changed) {
    plan = { language, query: tsqueryText(groups), ...corrected };
    outcome = await run(plan);
    if (!foundNothing(outcome)) return { plan, outcome };
  }
  if (groups.length < 2) return { plan, outcome };
  plan = { language, query: groups.map((group) => tsqueryText([group])).join(' | '), ...corrected };
  return { plan, outcome: await run(plan) };
}
