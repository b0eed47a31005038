import { useEffect, useRef } from 'react';
import { useTranslation } from '../kit/hooks/use-translation.ts';
import { Icon, type IconName } from '../kit/components/icon.tsx';
import { type Toast, useToastStore } from '../kit/stores/toast-store.ts';
import { ToastTimer } from './toast-timer.ts';

const TONE_ICONS: Record<Toast['tone'], IconName> = { info: 'info', success: 'check', error: 'alert' };

/** Toast area, top right. Each toast closes after 5000 ms; hover or focus stops its clock. */
export function Toasts() {
  const { t } = useTranslation();
  const toasts = useToastStore((s) => s.toasts);
  return (
    <section className="toasts" aria-label={t('notifications')} aria-live="polite">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </section>
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  const dismiss = useToastStore((s) => s.dismiss);
  const timer = useRef<ToastTimer | null>(null);

  useEffect(() => {
    const clock = new ToastTimer(() => dismiss(toast.id));
    timer.current = clock;
    return () => clock.dispose();
  }, [dismiss, toast.id]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only pause the close timer
    <div
      className={`toast toast--${toast.tone}`}
      role={toast.tone === 'error' ? 'alert' : 'status'}
      onMouseEnter={() => timer.current?.hold('hover')}
      onMouseLeave={() => timer.current?.release('hover')}
      onFocus={() => timer.current?.hold('focus')}
      onBlur={(event) => {
        // Focus moving between the toast's own buttons keeps it held.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) timer.current?.release('focus');
      }}
    >
      <span className="toast__icon">
        <Icon name={TONE_ICONS[toast.tone]} size={20} />
      </span>
      <p className="toast__message">{toast.message}</p>
      {toast.action ? (
        <button
          type="button"
          className="toast__action"
          onClick={() => {
            toast.action?.run();
            timer.current?.close();
          }}
        >
          {toast.action.label}
        </button>
      ) : null}
      <button type="button" className="icon-button toast__close" onClick={() => timer.current?.close()}>
        <Icon name="close" size={18} />
        <span className="visually-hidden">{t('close')}</span>
      </button>
    </div>
  );
}
