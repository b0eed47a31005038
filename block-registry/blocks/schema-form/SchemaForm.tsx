import { lazy, Suspense, useEffect, useState } from 'react';
import type { SchemaFormProps } from '../../../schemas/generated/index.ts';
import type { BlockComponentProps } from '../../types.ts';

/** The form engine (the one the page editor uses) is sizeable: its own chunk, loaded only where a schema form is shown. */
const SchemaFormEngine = lazy(() => import('./SchemaFormEngine.tsx'));

/** A back-office form generated from the JSON Schema of the call it makes. */
export function SchemaForm(props: BlockComponentProps<SchemaFormProps>) {
  const headingId = `${props.blockId}-heading`;
  // The form sends JSON, so it is the browser's alone: the server always sends the notice, whether or
  // not its copy of the engine is loaded, and hydration always matches.
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  const loading = <p className="studio-loading">Loading the form…</p>;
  return (
    <section className="schema-form" aria-labelledby={headingId}>
      <h2 id={headingId} className="schema-form__heading">
        {props.heading}
      </h2>
      {props.intro ? <p className="schema-form__intro">{props.intro}</p> : null}
      {inBrowser ? (
        <Suspense fallback={loading}>
          <SchemaFormEngine {...props} />
        </Suspense>
      ) : (
        loading
      )}
    </section>
  );
}
