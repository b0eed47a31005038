import type { WidgetProps } from '@rjsf/utils';

/** What the pickers offer, passed to the form as its context. */
export interface PickerContext {
  images: { src: string; width?: number; height?: number }[];
  links: string[];
}

function described(props: WidgetProps): string | undefined {
  return props.rawErrors?.length ? `${props.id}__error ${props.id}__description` : `${props.id}__description`;
}

/** A picture's path: chosen from the site's pictures (with a thumbnail), or typed. */
export function ImagePickerWidget(props: WidgetProps) {
  const { id, value, onChange, required, disabled, readonly, registry } = props;
  const images = (registry.formContext as PickerContext | undefined)?.images ?? [];
  const listId = `${id}-images`;
  return (
    <div className="studio-picker">
      <input
        id={id}
        className="studio-input"
        list={listId}
        value={typeof value === 'string' ? value : ''}
        required={required}
        disabled={disabled || readonly}
        aria-invalid={props.rawErrors?.length ? true : undefined}
        aria-describedby={described(props)}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      />
      <datalist id={listId}>
        {images.map((image) => (
          <option key={image.src} value={image.src} />
        ))}
      </datalist>
      <fieldset className="studio-group studio-picker__thumbs">
        <legend className="visually-hidden">Pick a picture</legend>
        {images.map((image) => (
          <button
            key={image.src}
            type="button"
            className="studio-picker__thumb"
            aria-pressed={value === image.src}
            aria-label={image.src.split('/').pop()}
            title={image.src}
            disabled={disabled || readonly}
            onClick={() => onChange(image.src)}
          >
            <img src={image.src} alt="" width={64} height={36} loading="lazy" />
          </button>
        ))}
      </fieldset>
    </div>
  );
}

/** A link's target: a site page from the list, or any path or https:// address typed in. */
export function LinkPickerWidget(props: WidgetProps) {
  const { id, value, onChange, required, disabled, readonly, registry } = props;
  const links = (registry.formContext as PickerContext | undefined)?.links ?? [];
  const listId = `${id}-links`;
  return (
    <>
      <input
        id={id}
        className="studio-input"
        list={listId}
        value={typeof value === 'string' ? value : ''}
        required={required}
        disabled={disabled || readonly}
        placeholder="/delivery/ or https://…"
        aria-invalid={props.rawErrors?.length ? true : undefined}
        aria-describedby={described(props)}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      />
      <datalist id={listId}>
        {links.map((link) => (
          <option key={link} value={link} />
        ))}
      </datalist>
    </>
  );
}

/** Rich text as HTML: the preview shows it through the renderer's sanitiser, exactly as shoppers will see it. */
export function RichTextWidget(props: WidgetProps) {
  const { id, value, onChange, required, disabled, readonly } = props;
  return (
    <>
      <textarea
        id={id}
        className="studio-input studio-input--html"
        rows={10}
        spellCheck
        value={typeof value === 'string' ? value : ''}
        required={required}
        disabled={disabled || readonly}
        aria-invalid={props.rawErrors?.length ? true : undefined}
        aria-describedby={`${described(props)} ${id}-html-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-html-hint`} className="studio-hint">
        HTML: &lt;h2&gt;, &lt;p&gt;, lists, tables, &lt;strong&gt;, &lt;em&gt; and links. Anything else is removed, as the preview shows.
      </p>
    </>
  );
}

export const STUDIO_WIDGETS = { imagePicker: ImagePickerWidget, linkPicker: LinkPickerWidget, richText: RichTextWidget };
