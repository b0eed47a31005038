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

/** vitest's order (failed first, then longest by the last run's timings, else largest), with the known long files ahead of it. */
export class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = LONG_FILES.indexOf(relative(file.project.config.root, file.moduleId).split('\\').join('/'));
      return index === -1 ? LONG_FILES.length : index;
    };
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
