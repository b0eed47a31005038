import { createContext, createElement, type ReactNode, useContext, useId } from 'react';
import { useTranslation } from './kit/hooks/use-translation.ts';

/**
 * A server render's access to kept markup (renderer/server/kept-markup.ts): the content of an
 * element rendered before at the same place from the same data, and a mark for an element whose
 * content this render is to keep.
 */
export interface KeptMarkupReader {
  get(key: string): string | undefined;
  /** The value of the element's `data-kept` attribute, which the render removes once it has kept the content. */
  mark(key: string, tag: KeptTag): string;
}

/** Elements whose content may be kept: the shell's parts that every page of a site and language shares. */
export type KeptTag = 'nav' | 'footer';

export const KeptMarkupContext = createContext<KeptMarkupReader | undefined>(undefined);

interface KeptElementProps {
  as: KeptTag;
  /** The element's own attributes, written on every render. */
  props: Record<string, unknown>;
  /** Everything the content is made of, besides the language and its place in the page: equal data, equal markup. Objects in it are read, never changed. */
  data: readonly unknown[];
  children: ReactNode;
}

/**
 * An element whose content is the same on every page that shows it (the main navigation, the
 * footer). The browser renders it as any element. A server render with kept markup writes the
 * content kept from an earlier render at the same place (`useId` names the place, so the ids
 * inside match the browser's) from the same data in the same language, and renders it only when
 * none is kept; the browser hydrates the same markup either way (docs/decisions/031).
 */
export function KeptElement({ as, props, data, children }: KeptElementProps) {
  const place = useId();
  const { i18n } = useTranslation();
  const kept = useContext(KeptMarkupContext);
  if (!kept) return createElement(as, props, children);
  const key = `${place}\n${i18n.language}\n${data.map(jsonOf).join('\n')}`;
  const html = kept.get(key);
  if (html !== undefined) return createElement(as, { ...props, dangerouslySetInnerHTML: { __html: html } });
  return createElement(as, { ...props, 'data-kept': kept.mark(key, as) }, children);
}

const written = new WeakMap<object, string>();

/** A value as JSON, written once for each object: the shell's menus are shared by every page composed while it is kept (server/pages/shell.ts). */
function jsonOf(value: unknown): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value) ?? 'undefined';
  let json = written.get(value);
  if (json === undefined) {
    json = JSON.stringify(value);
    written.set(value, json);
  }
  return json;
}
