import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../renderer/kit/hooks/use-translation.ts';
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

interface SearchTypeaheadProps {
  action: string;
  /** Searches offered while the box is empty. */
  popular?: string[];
  /** The header's box: folded to its magnifier until the magnifier opens it; Escape folds it again. */
  collapsible?: boolean;
}

/**
 * The search box of the top navigation: a GET form to /search/ that offers popular searches while empty
 * and, from 2 characters on, suggests products (picture, name, price) after a short pause.
 * Keyboard: arrows move through the list, Enter follows the chosen entry, Escape closes the list (and a folded box).
 */
export function SearchTypeahead({ action, popular = [], collapsible = false }: SearchTypeaheadProps) {
  const { t } = useTranslation('catalog');
  const money = useMoney().listPrice;
  const navigate = useNavigate();
  const id = useId();
  const [query, setQuery] = useState('');
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState(!collapsible);
  const [active, setActive] = useState(-1);
  // Until the page runs its script the magnifier submits, so without JavaScript it leads to the results page and its form.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const latest = useRef('');
  const input = useRef<HTMLInputElement>(null);
  const magnifier = useRef<HTMLButtonElement>(null);
  // Opening focuses the field, closing by Escape the magnifier: both exist only after the render that follows.
  const focusNext = useRef<'input' | 'magnifier' | null>(null);
  useEffect(() => {
    const target = focusNext.current === 'input' ? input.current : focusNext.current === 'magnifier' ? magnifier.current : null;
    focusNext.current = null;
    target?.focus();
  });

  useEffect(() => {
    const text = query.trim();
    latest.current = text;
    setActive(-1);
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

  const searchHref = (text: string) => `${action}?q=${encodeURIComponent(text)}`;
  const typing = query.trim().length > 0;
  const entries = typing
    ? query.trim().length >= SUGGEST_MIN_CHARS
      ? suggestions.map((s) => ({ key: s.sku, href: s.href, suggestion: s as Suggestion | null, label: s.name }))
      : []
    : popular.map((term) => ({ key: term, href: searchHref(term), suggestion: null, label: term }));
  const showList = expanded && open && entries.length > 0;

  const follow = (href: string) => {
    setOpen(false);
    setQuery('');
    if (collapsible) setExpanded(false);
    navigate(href);
  };
  const openBox = () => {
    focusNext.current = 'input';
    setExpanded(true);
    setOpen(true);
  };
  const closeBox = () => {
    setOpen(false);
    if (!collapsible) return;
    focusNext.current = 'magnifier';
    setExpanded(false);
  };

  const listId = `${id}-list`;
  const popularList = !typing;
  return (
    <search
      className="search-typeahead"
      data-expanded={expanded}
      onBlur={(event) => {
        // Leaving the whole search (not moving inside it) folds the header's box.
        if (collapsible && !event.currentTarget.contains(event.relatedTarget as Node | null)) {
          setOpen(false);
          setExpanded(false);
        }
      }}
    >
      <form
        className="search-typeahead__form"
        method="get"
        action={action}
        onSubmit={(event) => {
          event.preventDefault();
          const chosen = entries[active];
          if (showList && chosen) follow(chosen.href);
          else if (typing) follow(searchHref(query.trim()));
        }}
      >
        <label htmlFor={`${id}-input`} className="visually-hidden">
          {t('searchLabel')}
        </label>
        <input
          ref={input}
          id={`${id}-input`}
          type="search"
          name="q"
          value={query}
          maxLength={200}
          autoComplete="off"
          placeholder={t('searchPlaceholder')}
          hidden={!expanded}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && active >= 0 ? `${id}-option-${active}` : undefined}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            if (!collapsible) window.setTimeout(() => setOpen(false), 150);
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' && entries.length) {
              event.preventDefault();
              setOpen(true);
              setActive((index) => (index + 1) % entries.length);
            } else if (event.key === 'ArrowUp' && entries.length) {
              event.preventDefault();
              setOpen(true);
              setActive((index) => (index <= 0 ? entries.length - 1 : index - 1));
            } else if (event.key === 'Escape') {
              event.preventDefault();
              closeBox();
            }
          }}
        />
        {expanded ? (
          <button type="submit" className="search-typeahead__submit">
            <span className="visually-hidden">{t('searchButton')}</span>
            <MagnifierIcon />
          </button>
        ) : (
          <button
            ref={magnifier}
            type={hydrated ? 'button' : 'submit'}
            className="search-typeahead__submit"
            aria-expanded={false}
            onClick={(event) => {
              event.preventDefault();
              openBox();
            }}
          >
            <span className="visually-hidden">{t('openSearch')}</span>
            <MagnifierIcon />
          </button>
        )}
        <div className="search-typeahead__list" data-kind={popularList ? 'popular' : 'products'} hidden={!showList}>
          {popularList ? (
            <p className="search-typeahead__heading" id={`${id}-heading`}>
              {t('popularSearches')}
            </p>
          ) : null}
          <div id={listId} role="listbox" {...(popularList ? { 'aria-labelledby': `${id}-heading` } : { 'aria-label': t('suggestions') })}>
            {entries.map((entry, index) => (
              <div
                key={entry.key}
                id={`${id}-option-${index}`}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                className={index === active ? 'is-active' : ''}
                onMouseDown={(event) => {
                  event.preventDefault();
                  follow(entry.href);
                }}
              >
                {entry.suggestion ? (
                  <ProductSuggestion suggestion={entry.suggestion} price={money} />
                ) : (
                  <span className="search-typeahead__term">{entry.label}</span>
                )}
              </div>
            ))}
          </div>
        </div>
        <p className="visually-hidden" aria-live="polite">
          {showList && !popularList ? t('suggestionsCount', { count: entries.length }) : ''}
        </p>
      </form>
    </search>
  );
}

function ProductSuggestion({ suggestion, price }: { suggestion: Suggestion; price: (amount: number, currency: string) => string }) {
  return (
    <>
      {suggestion.image ? (
        <img src={productImageUrl(suggestion.image, { w: 96, h: 72, fit: 'contain' })} width={48} height={36} alt="" />
      ) : (
        <span className="search-typeahead__no-image" />
      )}
      <span className="search-typeahead__name">{suggestion.name}</span>
      <span className="search-typeahead__price">{price(suggestion.specialPrice ?? suggestion.price, suggestion.currency)}</span>
    </>
  );
}

function MagnifierIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Zm5-2 4 4" />
    </svg>
  );
}
