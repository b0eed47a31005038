import { type FormEvent, useCallback, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useDialog } from '../../../renderer/kit/hooks/use-dialog.ts';
import { useIsExample } from '../../../renderer/kit/hooks/page-context.ts';
import { useRefreshPage } from '../../../renderer/kit/hooks/use-refresh-page.ts';
import { useToastStore } from '../../../renderer/kit/stores/toast-store.ts';
import type { ActionBarProps } from '../../../schemas/generated/index.ts';
import { failureText, studioCall } from '../../studio/api.ts';
import type { BlockComponentProps } from '../../types.ts';

type Action = ActionBarProps['actions'][number];

/** What staff may do to a record: each action confirms in a dialog (with its fields), calls the studio API, then shows the record again. */
export function ActionBar({ label, note, actions }: BlockComponentProps<ActionBarProps>) {
  const [open, setOpen] = useState<Action>();
  return (
    <div className="action-bar">
      {actions.length ? (
        // biome-ignore lint/a11y/useSemanticElements: a toolbar of buttons, not a form's fieldset.
        <div role="group" aria-label={label ?? 'Actions'} className="action-bar__actions">
          {actions.map((action) => (
            <button
              key={action.id}
              type="button"
              className={`button studio__small ${action.tone === 'primary' ? 'button--primary' : action.tone === 'danger' ? 'button--secondary action-bar__danger' : 'button--secondary'}`}
              onClick={() => setOpen(action)}
              aria-haspopup="dialog"
            >
              {action.label}
            </button>
          ))}
        </div>
      ) : null}
      {note ? <p className="action-bar__note">{note}</p> : null}
      {open ? <ConfirmDialog action={open} onClose={() => setOpen(undefined)} /> : null}
    </div>
  );
}

function ConfirmDialog({ action, onClose }: { action: Action; onClose: () => void }) {
  const panel = useRef<HTMLDivElement>(null);
  const id = useId();
  const example = useIsExample();
  const refresh = useRefreshPage();
  const navigate = useNavigate();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const close = useCallback(() => {
    if (!busy) onClose();
  }, [busy, onClose]);
  useDialog(panel, true, close);

  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (example) return onClose();
    const json: Record<string, string> = {};
    for (const [key, value] of new FormData(event.currentTarget)) if (typeof value === 'string' && value.trim()) json[key] = value.trim();
    setBusy(true);
    setError('');
    const answer = await studioCall<{ message?: string }>(action.endpoint.replace(/^\/studio\/api/, ''), {
      method: action.method ?? 'POST',
      json,
    });
    setBusy(false);
    if (!answer.ok) return setError(failureText(answer, `${action.label} did not work. Please try again.`));
    useToastStore.getState().show({ message: answer.body.message ?? `${action.label}: done.`, tone: 'success' });
    onClose();
    if (action.next) await navigate(action.next);
    else await refresh();
  };

  return (
    <div className="action-dialog__backdrop">
      <div ref={panel} className="action-dialog" role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} aria-describedby={`${id}-message`}>
        <form onSubmit={(event) => void confirm(event)} noValidate={false}>
          <h2 id={`${id}-title`} className="action-dialog__title">
            {action.confirm.title}
          </h2>
          <p id={`${id}-message`}>{action.confirm.message}</p>
          {(action.fields ?? []).map((field) => (
            <div key={field.name} className="action-dialog__field">
              <label htmlFor={`${id}-${field.name}`}>
                {field.label}
                {field.required ? '' : ' (optional)'}
              </label>
              {field.kind === 'select' ? (
                <select id={`${id}-${field.name}`} name={field.name} required={field.required} defaultValue={field.value}>
                  {(field.options ?? []).map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              ) : field.kind === 'textarea' ? (
                <textarea id={`${id}-${field.name}`} name={field.name} required={field.required} defaultValue={field.value} rows={3} />
              ) : (
                <input
                  id={`${id}-${field.name}`}
                  name={field.name}
                  required={field.required}
                  defaultValue={field.value}
                  inputMode={field.kind === 'money' ? 'decimal' : undefined}
                  aria-describedby={field.hint ? `${id}-${field.name}-hint` : undefined}
                />
              )}
              {field.hint ? (
                <p id={`${id}-${field.name}-hint`} className="action-dialog__hint">
                  {field.hint}
                </p>
              ) : null}
            </div>
          ))}
          <p className="action-dialog__error" role="alert">
            {error}
          </p>
          <div className="action-dialog__buttons">
            <button type="button" className="button button--secondary studio__small" onClick={close} disabled={busy}>
              Cancel
            </button>
            <button
              type="submit"
              className={`button studio__small ${action.tone === 'danger' ? 'action-bar__danger-solid' : 'button--primary'}`}
              disabled={busy}
            >
              {busy ? 'Working…' : action.confirm.confirmLabel}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
