import { useInternalLinkClicks } from '../../../renderer/kit/hooks/use-internal-links.ts';
import type { AccordionMenuProps } from '../../../schemas/generated/index.ts';
import type { BlockComponentProps } from '../../types.ts';

/**
 * Native disclosure widgets: keyboard, screen reader and no-JavaScript support come
 * with `<details>`. Answers were sanitised on the server when the tree was composed.
 */
export function AccordionMenu({ heading, sections, singleOpen = false, blockId }: BlockComponentProps<AccordionMenuProps>) {
  const onAnswerClick = useInternalLinkClicks();
  return (
    <section className="accordion-menu" aria-labelledby={heading ? `${blockId}-heading` : undefined}>
      {heading ? (
        <h2 id={`${blockId}-heading`} className="accordion-menu__heading">
          {heading}
        </h2>
      ) : null}
      <div className="accordion-menu__items">
        {sections.map((section) => (
          <details key={section.question} className="accordion-menu__item" open={section.open ?? false} name={singleOpen ? blockId : undefined}>
            <summary className="accordion-menu__question">
              <span>{section.question}</span>
              <svg className="accordion-menu__chevron" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </summary>
            {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: only catches clicks bubbling from the links inside, which are keyboard reachable themselves */}
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server before it reaches the tree */}
            <div className="accordion-menu__answer prose" onClick={onAnswerClick} dangerouslySetInnerHTML={{ __html: section.answerHtml }} />
          </details>
        ))}
      </div>
    </section>
  );
}
