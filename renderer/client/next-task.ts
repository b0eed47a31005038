/**
 * Resolves in a later task: what follows runs after the browser has had the chance to lay out,
 * paint and answer input. The page's start is cut into such tasks (boot.ts, entry.tsx, start.tsx)
 * so that none of them holds the main thread long on a slow phone.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
