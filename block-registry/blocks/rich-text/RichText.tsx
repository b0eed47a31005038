import { useInternalLinkClicks } from '../../../renderer/kit/hooks/use-internal-links.ts';
import type { RichTextProps } from '../../../schemas/generated/index.ts';
import type { BlockComponentProps } from '../../types.ts';

/** The HTML was sanitised on the server when the page tree was composed (server/commerce/content/sanitize.ts). */
export function RichText({ html }: BlockComponentProps<RichTextProps>) {
  const onClick = useInternalLinkClicks();
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: only catches clicks bubbling from the links inside, which are keyboard reachable themselves
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server before it reaches the tree
    <div className="block-rich-text prose" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
