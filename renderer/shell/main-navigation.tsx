import { useEffect, useId } from 'react';
import { useTranslation } from '../kit/hooks/use-translation.ts';
import { KeptElement } from '../kept-element.tsx';
import { Icon } from '../kit/components/icon.tsx';
import { SmartLink } from '../kit/components/smart-link.tsx';
import { useMenuStore } from '../kit/stores/menu-store.ts';
import type { MenuNode } from './menu-tree.ts';

/** Desktop main menu: entries with children open a mega-menu panel, one at a time. */
export function MainNavigation({ entries }: { entries: MenuNode[] }) {
  const { t } = useTranslation();
  const { activeEntryId, toggleEntry } = useMenuStore();
  const baseId = useId();
  useCloseOnEscape(activeEntryId, toggleEntry);

  return (
    <KeptElement as="nav" props={{ className: 'main-nav', 'aria-label': t('mainNavigation') }} data={[entries, activeEntryId]}>
      <ul className="main-nav__list">
        {entries.map((entry) => {
          const panelId = `${baseId}-${entry.id}`;
          const open = activeEntryId === entry.id;
          return (
            <li key={entry.id} className={`main-nav__item${open ? ' is-active' : ''}`}>
              {entry.children.length ? (
                <>
                  <button type="button" className="main-nav__trigger" aria-expanded={open} aria-controls={panelId} onClick={() => toggleEntry(entry.id)}>
                    {entry.title}
                    <Icon name="chevron-down" size={16} />
                  </button>
                  <MegaPanel id={panelId} entry={entry} open={open} onNavigate={() => toggleEntry(entry.id)} />
                </>
              ) : (
                <SmartLink href={entry.url} className="main-nav__link">
                  {entry.title}
                </SmartLink>
              )}
            </li>
          );
        })}
      </ul>
      {activeEntryId ? <button type="button" className="main-nav__scrim" tabIndex={-1} aria-hidden="true" onClick={() => toggleEntry(activeEntryId)} /> : null}
    </KeptElement>
  );
}

function MegaPanel({ id, entry, open, onNavigate }: { id: string; entry: MenuNode; open: boolean; onNavigate: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <div id={id} className="main-nav__panel" hidden={!open}>
      <div className="main-nav__panel-inner">
        <div className="main-nav__intro">
          <p className="main-nav__panel-title">{entry.title}</p>
          <SmartLink href={entry.url} className="button button--secondary button--small" onClick={onNavigate}>
            {t('shopAll', { title: entry.title })}
            <Icon name="arrow-right" size={16} />
          </SmartLink>
        </div>
        <ul className="main-nav__links">
          {entry.children.map((child) => (
            <li key={child.id}>
              <SmartLink href={child.url} className="main-nav__panel-link" onClick={onNavigate}>
                <span>{child.title}</span>
                <Icon name="chevron" size={18} />
              </SmartLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** Escape closes the open panel; focus inside it goes back to its trigger rather than to the page. */
function useCloseOnEscape(activeEntryId: string | null, toggleEntry: (id: string) => void) {
  useEffect(() => {
    if (!activeEntryId) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const panel = document.activeElement?.closest('.main-nav__panel');
      const trigger = panel ? document.querySelector<HTMLElement>(`[aria-controls="${panel.id}"]`) : null;
      toggleEntry(activeEntryId);
      trigger?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [activeEntryId, toggleEntry]);
}
