import { lazy, Suspense } from 'react';
import type { StudioEditorProps } from '../../../schemas/generated/index.ts';
import type { BlockComponentProps } from '../../types.ts';

/** The form engine is sizeable: it is loaded (its own chunk) only where the editor is shown, never on shoppers' pages. */
const EditorWorkspace = lazy(() => import('./EditorWorkspace.tsx'));

export function StudioEditor(props: BlockComponentProps<StudioEditorProps>) {
  return (
    <Suspense fallback={<p className="studio-loading">Loading the editor…</p>}>
      <EditorWorkspace {...props} />
    </Suspense>
  );
}
