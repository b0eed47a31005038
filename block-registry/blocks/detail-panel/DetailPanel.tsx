import type { DetailPanelProps } from '../../../schemas/generated/index.ts';
import type { BlockComponentProps } from '../../types.ts';
import { dateTimeFormat } from '../../../domain/locale.ts';

const TIME = { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/London' } as const;

/** One record in sections: labelled fields and a timeline of what happened, oldest first. */
export function DetailPanel({ sections, blockId }: BlockComponentProps<DetailPanelProps>) {
  return (
    <div className="detail-panel">
      {sections.map((section, index) => {
        const headingId = `${blockId}-section-${index}`;
        return (
          <section key={headingId} className="detail-panel__section" aria-labelledby={headingId}>
            <h2 id={headingId} className="detail-panel__heading">
              {section.heading}
            </h2>
            {section.note ? <p className="detail-panel__note">{section.note}</p> : null}
            {section.fields?.length ? (
              <dl className="detail-panel__fields">
                {section.fields.map((field) => (
                  <div key={field.label} className="detail-panel__field">
                    <dt>{field.label}</dt>
                    <dd className={field.image ? 'detail-panel__with-image' : undefined}>
                      {field.image ? <img className="detail-panel__image" src={field.image} alt="" width={96} height={72} loading="lazy" /> : null}
                      {field.href ? (
                        <a href={field.href} {...(/^https?:/.test(field.href) ? { rel: 'noopener noreferrer', target: '_blank' } : {})}>
                          {field.value}
                        </a>
                      ) : field.tone ? (
                        <span className={`studio-badge studio-badge--${field.tone}`}>{field.value}</span>
                      ) : (
                        field.value
                      )}
                    </dd>
                  </div>
                ))}
              </dl>
            ) : null}
            {section.timeline?.length ? (
              <ol className="detail-panel__timeline">
                {section.timeline.map((event) => (
                  <li key={`${event.at} ${event.text}`}>
                    <time dateTime={event.at}>{dateTimeFormat('en-GB', TIME).format(new Date(event.at))}</time>
                    <span>{event.text}</span>
                    {event.by ? <span className="detail-panel__by">{event.by}</span> : null}
                  </li>
                ))}
              </ol>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}
