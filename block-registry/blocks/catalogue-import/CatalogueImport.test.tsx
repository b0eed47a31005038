import { expect, test } from 'vitest';
import { exampleNode, renderNode } from '../../../tests/helpers/render-block.tsx';

test('the import shows a labelled file field, the check button, the export links and the columns of the file', () => {
  const html = renderNode(exampleNode('catalogue-import'));
  expect(html).toMatch(
    /<label for="[^"]+-file">Catalogue file \(CSV or JSON\)<\/label><input id="[^"]+-file" type="file" accept=".csv,.json,text\/csv,application\/json" required=""/,
  );
  expect(html).toContain('>Check file</button>');
  expect(html).toContain('<a href="/studio/api/catalogue/export.csv" class="button button--secondary studio__small" download="">Export CSV</a>');
  expect(html).toContain('<dt><code>sizes</code></dt><dd>Sizes with their stock, like s:2|m:4|l:0.</dd>');
  expect(html).not.toContain('<progress');
});
