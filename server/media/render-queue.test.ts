import { expect, test } from 'vitest';
import { RenderQueue } from './render-queue.ts';

const LARGE = 1_000_000;

function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

test('large renders run one at a time while small ones keep their own lane', async () => {
  const queue = new RenderQueue({ smallConcurrency: 2, largeConcurrency: 1, maxWaiting: 10, largeFromPixels: LARGE });
  let running = 0;
  let most = 0;
  const slow = gate();
  const work = (wait: Promise<void>) => async () => {
    running += 1;
    most = Math.max(most, running);
    await wait;
    running -= 1;
    return Buffer.from('x');
  };
  const large = Array.from({ length: 4 }, (_, i) => queue.run(`large-${i}`, LARGE * 4, work(slow.opened)));
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(running).toBe(1);
  await expect(queue.run('small', 96 * 72, work(Promise.resolve()))).resolves.toEqual(Buffer.from('x'));
  slow.open();
  await Promise.all(large);
  expect(most).toBe(2);
});

test('the same render asked for twice runs once, and a full lane refuses at once', async () => {
  const queue = new RenderQueue({ smallConcurrency: 1, largeConcurrency: 1, maxWaiting: 1, largeFromPixels: LARGE });
  const slow = gate();
  let renders = 0;
  const work = async () => {
    renders += 1;
    await slow.opened;
    return Buffer.from('x');
  };
  const first = queue.run('a', 10, work);
  expect(queue.run('a', 10, work)).toBe(first);
  const waiting = queue.run('b', 10, work);
  expect(waiting).toBeDefined();
  expect(queue.run('c', 10, work)).toBeUndefined();
  slow.open();
  await Promise.all([first, waiting]);
  expect(renders).toBe(2);
});
