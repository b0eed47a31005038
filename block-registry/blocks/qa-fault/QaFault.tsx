import { useIsExample } from '../../../renderer/kit/hooks/page-context.ts';
import type { QaFaultProps } from '../../../schemas/generated/index.ts';
import type { BlockComponentProps } from '../../types.ts';

/**
 * Always throws: the isolation of failing blocks is tested with it. As an example on the
 * block catalogue it shows the note a failed block leaves in development instead of
 * failing, so a visit logs no error.
 */
export function QaFault({ message, blockId }: BlockComponentProps<QaFaultProps>) {
  if (useIsExample()) {
    return (
      <div className="block-diagnostic" role="note" data-block-error="qa-fault">
        Block “qa-fault” ({blockId}) failed to render: {message}.
      </div>
    );
  }
  throw new Error(message);
}
