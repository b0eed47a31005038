import type { UspItem } from '../../../schemas/generated/index.ts';

/** Line icons drawn on a 32-unit grid, one per selling point. */
const ICONS: Record<UspItem['icon'], string> = {
  delivery: 'M3 8h15v13H3zM18 12h6l4 5v4h-10M8.5 25.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Zm15 0a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5ZM6 12h6',
  'test-ride':
    'M7.5 26a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm17 0a5 5 0 1 0 0-10 5 5 0 0 0 0 10ZM7.5 21l5-9h9l3 9M12.5 12 16 21h-8.5M11 9h4M21.5 12l-1-3h3M23 2.5a4 4 0 1 1 0 .01M23 4v2l1.5 1',
  finance: 'M3 8h26v16H3zM3 13h26M7 19h6M21 19h4',
  'hand-built': 'M20.5 4.5a6 6 0 0 0-7.3 7.8L4.6 20.9a2.7 2.7 0 0 0 3.8 3.8l8.6-8.6a6 6 0 0 0 7.8-7.3l-3.7 3.7-3.3-.5-.5-3.3 3.2-4.2Z',
  returns: 'M6 12a11 11 0 0 1 20 3M26 20a11 11 0 0 1-20-3M6 5v7h7M26 27v-7h-7',
  warranty: 'M16 3 5 7v8c0 7 4.7 11.5 11 14 6.3-2.5 11-7 11-14V7L16 3Zm-5 13 3.5 3.5L21.5 12',
  store: 'M5 14v14h22V14M3 9l2.5-5h21L29 9v2a4 4 0 0 1-8 0 4 4 0 0 1-5 3.9A4 4 0 0 1 11 11a4 4 0 0 1-8 0V9Zm10 19v-7h6v7',
  support: 'M5 6h22v15H13l-6 5v-5H5zM10 12h12M10 16h8',
};

export function UspIcon({ name }: { name: UspItem['icon'] }) {
  return (
    <svg className="usp-bar__icon" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <path d={ICONS[name]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
