import type { DiagnosticProps } from '../../../schemas/generated/index.ts';
import type { BlockComponentProps } from '../../types.ts';

/** Shown only in development, in place of a node whose props failed validation. */
export function Diagnostic({ nodeType, nodeId, path, problems }: BlockComponentProps<DiagnosticProps>) {
  return (
    <div className="block-diagnostic" role="note" data-node-type={nodeType} data-node-id={nodeId}>
      <strong>
        Invalid “{nodeType}” block “{nodeId}” at <code>{path}</code>
      </strong>
      <ul>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </div>
  );
}
