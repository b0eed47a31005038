import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { movedIndex, typeaheadIndex } from './listbox-keys.ts';
import type { StoreCountry } from './store-countries.ts';

interface CountryListboxProps {
  countries: StoreCountry[];
  currentCode: string | undefined;
  labelledBy: string;
  describedBy: string;
  onChoose: (country: StoreCountry) => void;
}

const TYPEAHEAD_RESET_MS = 700;

/**
 * A single-choice listbox (WAI-ARIA listbox pattern): focus stays on the list, the active
 * option is announced through aria-activedescendant, arrows, Home, End and type-ahead move
 * it, Enter or Space chooses it.
 */
export function CountryListbox({ countries, currentCode, labelledBy, describedBy, onChoose }: CountryListboxProps) {
  const baseId = useId();
  const list = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(() =>
    Math.max(
      0,
      countries.findIndex((c) => c.code === currentCode),
    ),
  );
  const typed = useRef({ text: '', at: 0 });
  const optionId = (index: number) => `${baseId}-option-${index}`;

  useEffect(() => {
    list.current?.querySelector(`[id="${optionId(active)}"]`)?.scrollIntoView({ block: 'nearest' });
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moved = movedIndex(event.key, active, countries.length);
    if (moved !== undefined) {
      event.preventDefault();
      setActive(moved);
      return;
    }
    const typing = Date.now() - typed.current.at < TYPEAHEAD_RESET_MS && typed.current.text;
    if (event.key === 'Enter' || (event.key === ' ' && !typing)) {
      event.preventDefault();
      const country = countries[active];
      if (country) onChoose(country);
      return;
    }
    if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
    event.preventDefault();
    typed.current = { text: (typing ? typed.current.text : '') + event.key, at: Date.now() };
    const found = typeaheadIndex(
      countries.map((c) => c.name),
      typed.current.text,
      active,
    );
    if (found !== undefined) setActive(found);
  };

  return (
    <div
      ref={list}
      className="country-listbox"
      role="listbox"
      tabIndex={0}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-activedescendant={countries.length ? optionId(active) : undefined}
      onKeyDown={onKeyDown}
    >
      {countries.map((country, index) => (
        // Options are reached through the listbox's aria-activedescendant (the WAI-ARIA listbox pattern), so they take no focus or keys themselves.
        // biome-ignore lint/a11y/useKeyWithClickEvents: the focused listbox handles the keys for every option
        // biome-ignore lint/a11y/useFocusableInteractive: focus stays on the listbox, as the pattern prescribes
        <div
          key={country.code}
          id={optionId(index)}
          role="option"
          aria-selected={country.code === currentCode}
          className={`country-listbox__option${index === active ? ' is-active' : ''}`}
          onClick={() => onChoose(country)}
          onMouseMove={() => index !== active && setActive(index)}
        >
          <img className="country-flag" src={country.icon} alt="" width={24} height={18} loading="lazy" />
          <span className="country-listbox__name">{country.name}</span>
          <span className="country-listbox__currency">{currencyLabel(country)}</span>
        </div>
      ))}
    </div>
  );
}

/** '€ EUR', or just 'CHF' where the sign is the code. */
export function currencyLabel({ currency, currencySign }: Pick<StoreCountry, 'currency' | 'currencySign'>): string {
  return currencySign && currencySign !== currency ? `${currencySign} ${currency}` : currency;
}
