import type { KeyboardEvent } from 'react';
import type { PageNode } from '../../../schemas/generated/index.ts';
import type { Problem } from '../../studio/problems.ts';
import { listNodes } from '../../studio/tree.ts';

export const PAGE_SETTINGS = '#page';

interface BlockTreeProps {
  root: PageNode;
  selected: string;
  titles: Record<string, string>;
  problems: { byNode: Map<string, Problem[]>; page: Problem[] };
  onSelect(id: string): void;
  onMove(id: string, by: -1 | 1): void;
  onDuplicate(id: string): void;
  onRemove(id: string): void;
}

/**
 * The page as a list of its blocks, indented by nesting. Arrow keys go from block to block,
 * Alt+Arrow moves the focused block among its siblings; each block also has its own buttons.
 */
export function BlockTree({ root, selected, titles, problems, onSelect, onMove, onDuplicate, onRemove }: BlockTreeProps) {
  const rows = listNodes(root);
  const order = [PAGE_SETTINGS, ...rows.map(({ node }) => node.id)];
  const focusRow = (id: string) => requestAnimationFrame(() => document.getElementById(`studio-node-${id}`)?.focus());

  const onKeyDown = (event: KeyboardEvent, id: string) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    const by = event.key === 'ArrowUp' ? -1 : 1;
    if (event.altKey && id !== PAGE_SETTINGS) {
      onMove(id, by);
      focusRow(id);
      return;
    }
    const next = order[order.indexOf(id) + by];
    if (next) {
      onSelect(next);
      focusRow(next);
    }
  };

  const pageProblems = problems.page.length;
  return (
    <nav className="studio-tree" aria-label="Blocks of the page">
      <ol className="studio-tree__list">
        <li className="studio-tree__row" data-selected={selected === PAGE_SETTINGS || undefined}>
          <button
            id={`studio-node-${PAGE_SETTINGS}`}
            type="button"
            className="studio-tree__name"
            aria-current={selected === PAGE_SETTINGS ? 'true' : undefined}
            onClick={() => onSelect(PAGE_SETTINGS)}
            onKeyDown={(event) => onKeyDown(event, PAGE_SETTINGS)}
          >
            Page settings
            {pageProblems ? <span className="studio-problems">{`${pageProblems} ${pageProblems === 1 ? 'problem' : 'problems'}`}</span> : null}
          </button>
        </li>
        {rows.map(({ node, depth }) => {
          const count = problems.byNode.get(node.id)?.length ?? 0;
          const isRoot = node.id === root.id;
          return (
            <li key={node.id} className="studio-tree__row" style={{ paddingInlineStart: `${depth * 16}px` }} data-selected={selected === node.id || undefined}>
              <button
                id={`studio-node-${node.id}`}
                type="button"
                className="studio-tree__name"
                aria-current={selected === node.id ? 'true' : undefined}
                aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
                onClick={() => onSelect(node.id)}
                onKeyDown={(event) => onKeyDown(event, node.id)}
              >
                <span className="studio-tree__type">{titles[node.type] ?? node.type}</span>
                <span className="studio-tree__id">{node.id}</span>
                {count ? <span className="studio-problems">{`${count} ${count === 1 ? 'problem' : 'problems'}`}</span> : null}
              </button>
              {isRoot ? null : (
                <span className="studio-tree__tools">
                  <button type="button" className="studio-icon" aria-label={`Move ${node.id} up`} title="Move up (Alt+↑)" onClick={() => onMove(node.id, -1)}>
                    ↑
                  </button>
                  <button
                    type="button"
                    className="studio-icon"
                    aria-label={`Move ${node.id} down`}
                    title="Move down (Alt+↓)"
                    onClick={() => onMove(node.id, 1)}
                  >
                    ↓
                  </button>
                  <button type="button" className="studio-icon" aria-label={`Duplicate ${node.id}`} title="Duplicate" onClick={() => onDuplicate(node.id)}>
                    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
                      <rect x="1" y="4" width="8" height="9" rx="1" fill="none" stroke="currentColor" strokeWidth="1.5" />
                      <path d="M5 4V2a1 1 0 0 1 1-1h6a1 1 0 0 1 1 1v7a1 1 0 0 1-1 1h-3" fill="none" stroke="currentColor" strokeWidth="1.5" />
                    </svg>
                  </button>
                  <button
                    type="button"
                    className="studio-icon studio-icon--danger"
                    aria-label={`Remove ${node.id}`}
                    title="Remove"
                    onClick={() => onRemove(node.id)}
                  >
                    ×
                  </button>
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
