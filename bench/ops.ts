/**
 * Runs each of `works` once per round, the order turning every round, for about `seconds`, and
 * reports each one's calls per second of its own time. Taking turns call by call, rather than a
 * second at a time, spreads the machine's drifts and the garbage collector's pauses over all of
 * them alike: a collection falls in whichever call is allocating when it comes, as often as that
 * call allocates.
 */
export async function interleavedOpsPerSecond<Name extends string>(works: Record<Name, () => unknown>, seconds: number): Promise<Record<Name, number>> {
  const names = Object.keys(works) as Name[];
  const spent = Object.fromEntries(names.map((name) => [name, 0])) as Record<Name, number>;
  let rounds = 0;
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    for (let turn = 0; turn < names.length; turn++) {
      const name = names[(rounds + turn) % names.length] as Name;
      const started = performance.now();
      await works[name]();
      spent[name] += performance.now() - started;
    }
    rounds += 1;
  }
  return Object.fromEntries(names.map((name) => [name, rounds / (spent[name] / 1000)])) as Record<Name, number>;
}
