import type { StackProps } from '../../../schemas/generated/index.ts';
import type { BlockComponentProps } from '../../types.ts';

export function Stack({ width = 'wide', gap = 'large', children }: BlockComponentProps<StackProps>) {
  return <div className={`block-stack block-stack--${width} block-stack--gap-${gap}`}>{children}</div>;
}
