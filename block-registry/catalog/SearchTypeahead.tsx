import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { productImageUrl } from '../../domain/catalog/image-url.ts';
import { getJson } from '../../renderer/kit/http-client.ts';
import { useMoney } from '../../renderer/kit/hooks/use-money.ts';

export const SUGGEST_MIN_CHARS = 2;
export const SUGGEST_DEBOUNCE_MS = 250;

interface Suggestion {
  sku: string;
  name: string;
  href: string;
  image: string | null;
  price: number;
  specialPrice: number | null;
  currency: string;
}

/**
 * The search box of the top navigation: a GET form to /search/ (works without JavaScript)
 * that, from 2 characters on, suggests products (picture, name, price) after a short pause.
 * Keyboard: arrows move through suggestions, Enter opens one, Escape closes the list.
 */
export function SearchTypeahead({ action }: { action: string }) {
  const { t } = useTranslation('catalog');
  const money = useMoney().listPrice;
  const navigate = useNavigate();
  const id = useId();
  const [query, setQuery] = useState('');
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const latest = useRef('');

  useEffect(() => {
    const text = query.trim();
    latest.current = text;
    if (text.length < SUGGEST_MIN_CHARS) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      try {
        const body = await getJson<{ suggestions?: Suggestion[] }>(`/nuxt/api/search/suggest?q=${encodeURIComponent(text)}`, controller.signal);
        if (latest.current === text) {
          setSuggestions(body.suggestions ?? []);
          setActive(-1);
          setOpen(true);
        }
      } catch {
        /* a failed suggestion leaves the plain search working */
      }
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const go = (suggestion: Suggestion) => {
    setOpen(false);
    setQuery('');
    navigate(suggestion.href);
  };
  const listId = `${id}-list`;
  const showList = open && suggestions.length > 0 && query.trim().length >= SUGGEST_MIN_CHARS;
  return (
    <search className="search-typeahead">
      <form
        className="search-typeahead__form"
        method="get"
        action={action}
        onSubmit={(event) => {
          event.preventDefault();
          const chosen = suggestions[active];
          if (showList && chosen) go(chosen);
          else {
            setOpen(false);
            navigate(`${action}?q=${encodeURIComponent(query.trim())}`);
          }
        }}
      >
        <label htmlFor={`${id}-input`} className="visually-hidden">
          {t('searchLabel')}
        </label>
        <input
          id={`${id}-input`}
          type="search"
          name="q"
          value={query}
          maxLength={200}
          autoComplete="off"
          placeholder={t('searchPlaceholder')}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && active >= 0 ? `${id}-option-${active}` : undefined}
          onChange={(event) => setQuery(event.target.value)}
          onFocus={() => setOpen(true)}
          onBlur={() => window.setTimeout(() => setOpen(false), 150)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' && suggestions.length) {
              event.preventDefault();
              setOpen(true);
              setActive((index) => (index + 1) % suggestions.length);
            } else if (event.key === 'ArrowUp' && suggestions.length) {
              event.preventDefault();
              setActive((index) => (index <= 0 ? suggestions.length - 1 : index - 1));
            } else if (event.key === 'Escape') setOpen(false);
          }}
        />
        <button type="submit" className="search-typeahead__submit">
          <span className="visually-hidden">{t('searchButton')}</span>
          <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Zm5-2 4 4" />
          </svg>
        </button>
        <div id={listId} className="search-typeahead__list" role="listbox" aria-label={t('suggestions')} hidden={!showList}>
          {suggestions.map((suggestion, index) => (
            <div
              key={suggestion.sku}
              id={`${id}-option-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              className={index === active ? 'is-active' : ''}
              onMouseDown={(event) => {
                event.preventDefault();
                go(suggestion);
              }}
            >
              {suggestion.image ? (
                <img src={productImageUrl(suggestion.image, { w: 96, h: 72, fit: 'contain' })} width={48} height={36} alt="" />
              ) : (
                <span className="search-typeahead__no-image" />
              )}
              <span className="search-typeahead__name">{suggestion.name}</span>
              <span className="search-typeahead__price">{money(suggestion.specialPrice ?? suggestion.price, suggestion.currency)}</span>
            </div>
          ))}
        </div>
        <p className="visually-hidden" aria-live="polite">
          {showList ? t('suggestionsCount', { count: suggestions.length }) : ''}
        </p>
      </form>
    </search>
  );
}
