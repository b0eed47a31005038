/**
 * Recorded pages that are broken on purpose, to prove a bad block never takes a page
 * down: file name in `fixtures/pages/` → ids of the nodes whose problems are deliberate.
 */
export const DELIBERATE_PROBLEMS: Readonly<Record<string, readonly string[]>> = {
  'block-isolation.json': ['unknown', 'invalid'],
};
