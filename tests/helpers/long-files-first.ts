import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Test files that take much longer than their size suggests (child processes, every recorded
 * page in a browser). Without timings from an earlier run, vitest starts larger files first,
 * so these small files came last and ran alone while the other worker sat idle.
 */
export const LONG_FILES = [
  'tests/e2e/qa-replay.test.ts',
  'tests/api/production-boot.test.ts',
  'tests/api/start-together.test.ts',
  'tests/api/deployment.test.ts',
  'tests/api/graceful-shutdown.test.ts',
  'tests/api/auth-security.test.ts',
  'tests/api/durability.test.ts',
];

/**
 * When one run holds several projects, the browser files come first and the API files after
 * them: a worker thread goes on to the next file only when that file is of its own project (it
 * keeps its loaded packages), and the short API files at the end leave no worker waiting long.
 */
export const PROJECT_ORDER = ['e2e', 'api'];

/** vitest's order (failed first, then longest by the last run's timings, else largest), by project, with the known long files ahead in each. */
export class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = LONG_FILES.indexOf(relative(file.project.config.root, file.moduleId).split('\\').join('/'));
      return index === -1 ? LONG_FILES.length : index;
    };
    const group = (file: TestSpecification) => {
      const index = PROJECT_ORDER.indexOf(file.project.name);
      return index === -1 ? PROJECT_ORDER.length : index;
    };
    return sorted.sort((a, b) => group(a) - group(b) || rank(a) - rank(b));
  }
}
