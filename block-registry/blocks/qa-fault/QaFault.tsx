import { BlockFailure } from '../../../renderer/block-boundary.tsx';
import { useIsExample } from '../../../renderer/hooks/page-context.ts';
import type { QaFaultProps } from '../../../schemas/generated/index.ts';
import type { BlockComponentProps } from '../../types.ts';

/**
 * Always throws: the isolation of failing blocks is tested with it. As an example on the
 * block catalogue it shows what a failed block leaves behind without failing, so each
 * visit does not log an error.
 */
export function QaFault({ message, blockId }: BlockComponentProps<QaFaultProps>) {
  if (useIsExample()) return <BlockFailure node={{ type: 'qa-fault', id: blockId }} />;
  throw new Error(message);
}
