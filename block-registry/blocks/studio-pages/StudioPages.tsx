import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useIsExample } from '../../../renderer/kit/hooks/page-context.ts';
import type { StudioPagesProps } from '../../../schemas/generated/index.ts';
import { failureText, type PageDetail, type PageState, type PageSummary, pagePath, studioCall } from '../../studio/api.ts';
import { StudioFrame } from '../../studio/StudioFrame.tsx';
import { useStaff } from '../../studio/session.ts';
import type { BlockComponentProps } from '../../types.ts';

const LOCALES = [
  { code: 'en', name: 'English' },
  { code: 'de', name: 'German' },
] as const;

export const STATE_WORDS: Record<PageState, string> = {
  published: 'Published',
  'draft-ahead': 'Draft ahead of published',
  'never-published': 'Never published',
};

interface Template {
  id: string;
  name: string;
  description: string;
}

/** The studio's start: every content page of a language with its state, and a new page from a template. */
export function StudioPages({ locale: firstLocale }: BlockComponentProps<StudioPagesProps>) {
  const example = useIsExample();
  const staff = useStaff(!example);
  const [locale, setLocale] = useState<'en' | 'de'>(firstLocale);
  const [pages, setPages] = useState<PageSummary[]>();
  const [templates, setTemplates] = useState<Template[]>([]);
  const [error, setError] = useState('');

  const load = useCallback(async (code: 'en' | 'de') => {
    const answer = await studioCall<{ pages: PageSummary[] }>(`/pages?locale=${code}`);
    if (answer.ok) setPages([...(answer.body.pages ?? [])].sort((a, b) => a.slug.localeCompare(b.slug)));
    else setError(failureText(answer, 'The pages could not be loaded.'));
  }, []);

  useEffect(() => {
    if (!staff) return;
    void load(locale);
  }, [staff, locale, load]);

  useEffect(() => {
    if (!staff) return;
    void studioCall<{ templates: Template[] }>('/templates').then((answer) => setTemplates(answer.body.templates ?? []));
  }, [staff]);

  return (
    <StudioFrame staff={staff} title={<h1 className="studio__heading">Pages</h1>}>
      <div className="studio-pages">
        <fieldset className="studio-group studio-pages__locales">
          <legend className="visually-hidden">Language</legend>
          {LOCALES.map(({ code, name }) => (
            <button key={code} type="button" className="studio-tab" aria-pressed={locale === code} onClick={() => setLocale(code)}>
              {name}
            </button>
          ))}
        </fieldset>
        {error ? (
          <p className="studio-message studio-message--error" role="alert">
            {error}
          </p>
        ) : null}
        <table className="studio-pages__table">
          <caption className="visually-hidden">{`Content pages in ${LOCALES.find((l) => l.code === locale)?.name}`}</caption>
          <thead>
            <tr>
              <th scope="col">Page</th>
              <th scope="col">Address</th>
              <th scope="col">State</th>
              <th scope="col">Last change</th>
            </tr>
          </thead>
          <tbody aria-busy={pages === undefined}>
            {(pages ?? []).map((page) => (
              <tr key={page.slug}>
                <td>
                  <a href={`/studio/pages/${page.locale}/${page.slug}/`}>{page.title || page.slug}</a>
                </td>
                <td>
                  <code>{pagePath(page.locale, page.slug)}</code>
                </td>
                <td>
                  <span className={`studio-state studio-state--${page.state}`}>{STATE_WORDS[page.state]}</span>
                </td>
                <td>
                  {new Date(page.updatedAt).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' })} · {page.updatedBy}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {pages?.length === 0 ? <p>No pages in this language yet.</p> : null}
        <NewPage locale={locale} templates={templates} disabled={!staff} />
      </div>
    </StudioFrame>
  );
}

function NewPage({ locale, templates, disabled }: { locale: 'en' | 'de'; templates: Template[]; disabled: boolean }) {
  const [slug, setSlug] = useState('');
  const [templateId, setTemplateId] = useState('');
  const [error, setError] = useState('');
  const chosen = templateId || templates[0]?.id || '';

  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^[a-z0-9][a-z0-9-]*$/.test(slug)) {
      setError('Use lower-case letters, digits and dashes for the address, e.g. spring-service.');
      return;
    }
    const answer = await studioCall<PageDetail>('/pages', { method: 'POST', json: { locale, slug, templateId: chosen } });
    if (answer.ok) window.location.assign(`/studio/pages/${locale}/${slug}/`);
    else
      setError(
        answer.status === 409
          ? `A page /${slug}/ exists already in this language: open it from the list.`
          : failureText(answer, 'The page could not be created.'),
      );
  };

  return (
    <form className="studio-new" onSubmit={(event) => void create(event)} aria-labelledby="studio-new-title">
      <h2 id="studio-new-title">New page</h2>
      <div className="studio-new__fields">
        <label>
          Address (slug)
          <input
            name="slug"
            value={slug}
            onChange={(event) => setSlug(event.target.value.trim())}
            placeholder="spring-service"
            aria-describedby="studio-new-error"
          />
        </label>
        <label>
          Template
          <select name="template" value={chosen} onChange={(event) => setTemplateId(event.target.value)}>
            {templates.map((template) => (
              <option key={template.id} value={template.id}>
                {template.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button button--primary" disabled={disabled || !chosen}>
          Create draft
        </button>
      </div>
      <p className="studio-new__hint">{templates.find((t) => t.id === chosen)?.description ?? ''}</p>
      <p id="studio-new-error" className="account-field__error" role="alert">
        {error}
      </p>
    </form>
  );
}
