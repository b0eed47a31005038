import type { QaFaultProps } from '../../../schemas/generated/index.ts';
import type { BlockComponentProps } from '../../types.ts';

/** Always throws: the isolation of failing blocks is tested with it. */
export function QaFault({ message }: BlockComponentProps<QaFaultProps>): never {
  throw new Error(message);
}
