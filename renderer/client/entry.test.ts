import { expect, test, vi } from 'vitest';

const order = vi.hoisted(() => [] as string[]);
vi.mock('./start.tsx', () => {
  // Queued while the entry's imports are evaluated, before the entry's own code runs.
  setTimeout(() => order.push('a task queued as the modules were evaluated'), 0);
  return {
    startApp: async () => {
      order.push('the app starts');
    },
  };
});

test("the app starts in a task after the one that evaluates the app's modules", async () => {
  await import('./entry.tsx');
  expect(order).toEqual(['a task queued as the modules were evaluated', 'the app starts']);
});
