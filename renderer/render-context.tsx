import { createContext, useContext } from 'react';
import type { PageNode } from '../schemas/generated/index.ts';

export interface RenderSettings {
  /** `show` in development (visible placeholders), `omit` in production (nothing, one log line). */
  diagnostics: 'show' | 'omit';
  /** Called once per node that is unknown or throws. */
  report(problem: 'unknown-type' | 'block-error', node: Pick<PageNode, 'type' | 'id'>, error?: unknown): void;
  /** Each block in a Suspense boundary of its own (render-node.tsx): a server render after a block failed, and the browser's hydration of it. */
  blockBoundaries?: boolean;
}

const reported = new Set<string>();

/** Logs each problem once per type and id, so a broken block does not flood the log. */
export function reportOnce(problem: string, node: Pick<PageNode, 'type' | 'id'>, error?: unknown): void {
  const key = `${problem}:${node.type}:${node.id}`;
  if (reported.has(key)) return;
  reported.add(key);
  const detail = error instanceof Error ? error.message : '';
  console.warn(`[renderer] ${problem} in block "${node.type}" (${node.id})${detail ? `: ${detail}` : ''}`);
}

export const RenderSettingsContext = createContext<RenderSettings>({ diagnostics: 'omit', report: reportOnce });

export function useRenderSettings(): RenderSettings {
  return useContext(RenderSettingsContext);
}
