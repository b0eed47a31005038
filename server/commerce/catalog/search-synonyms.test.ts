import { expect, test } from 'vitest';
import synonymList from './search-synonyms.json' with { type: 'json' };

test('each synonym group names at least two lower-case words or phrases, and no phrase is in two groups', () => {
  const seen = new Map<string, number>();
  for (const [index, group] of synonymList.groups.entries()) {
    expect(group.length, `group ${index + 1}`).toBeGreaterThanOrEqual(2);
    for (const phrase of group) {
      expect(phrase, `group ${index + 1}`).toMatch(/^[\p{Ll}\d]+(?:[ -][\p{Ll}\d]+)*$/u);
      expect(seen.get(phrase), `"${phrase}" is in groups ${seen.get(phrase)} and ${index + 1}`).toBeUndefined();
      seen.set(phrase, index + 1);
    }
  }
});
