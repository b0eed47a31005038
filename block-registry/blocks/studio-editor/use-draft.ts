import { useCallback, useEffect, useState } from 'react';
import type { PageNode, PageTree } from '../../../schemas/generated/index.ts';
import { type Answer, failureText, type PageDetail, studioCall } from '../../studio/api.ts';
import { type Problem, problemsByNode } from '../../studio/problems.ts';
import type { useStaff } from '../../studio/session.ts';

const CHECK_DEBOUNCE_MS = 400;

export interface Notice {
  kind: 'info' | 'success' | 'error';
  text: string;
  link?: { href: string; text: string };
}

export interface Conflict {
  revision: string;
  savedAt: string;
  savedBy: string;
}

/**
 * One page's draft in the studio and its way to shoppers: loading it, the server's check of it as
 * it is typed, saving (Ctrl+S too, with a warning before leaving unsaved changes), publishing,
 * rolling back and copying to the other language, each with the notice that says how it went.
 */
export function useDraft({
  locale,
  slug,
  staff,
  liveUrl,
  onProblemAt,
}: {
  locale: string;
  slug: string;
  /** Loading waits for a signed-in member of staff. */
  staff: ReturnType<typeof useStaff>;
  liveUrl: string;
  /** Publishing was refused for problems: the first block that has one. */
  onProblemAt(nodeId: string): void;
}) {
  const base = `/pages/${locale}/${slug}`;
  const [detail, setDetail] = useState<PageDetail>();
  const [loadError, setLoadError] = useState('');
  const [document, setDocument] = useState<PageTree>();
  const [saved, setSaved] = useState('');
  const [revision, setRevision] = useState('');
  const [problems, setProblems] = useState<Problem[]>([]);
  const [notice, setNotice] = useState<Notice>();
  const [conflict, setConflict] = useState<Conflict>();
  const [busy, setBusy] = useState('');
  const [historyRefresh, setHistoryRefresh] = useState(0);
  const dirty = document !== undefined && JSON.stringify(document) !== saved;

  const takeDetail = useCallback((next: PageDetail) => {
    setDetail(next);
    setDocument(next.draft.document);
    setSaved(JSON.stringify(next.draft.document));
    setRevision(next.draft.revision);
    setConflict(undefined);
  }, []);

  const load = useCallback(async () => {
    const answer = await studioCall<PageDetail>(base);
    if (answer.ok) takeDetail(answer.body);
    else setLoadError(answer.status === 404 ? `There is no page /${slug}/ in this language.` : failureText(answer, 'The page could not be loaded.'));
  }, [base, slug, takeDetail]);

  useEffect(() => {
    if (staff) void load();
  }, [staff, load]);

  // Problems follow the typing: the server checks the document with the registry publishing uses.
  useEffect(() => {
    if (!document) return;
    const timer = setTimeout(() => {
      void studioCall<{ problems: Problem[] }>('/validate', { method: 'POST', json: { document } }).then((answer) => {
        if (answer.ok) setProblems(answer.body.problems ?? []);
      });
    }, CHECK_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [document]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const save = async (overRevision = revision): Promise<string | undefined> => {
    if (!document) return undefined;
    setBusy('Saving…');
    const answer = await studioCall<{ revision: string; problems: Problem[]; current: Conflict }>(`${base}/draft`, {
      method: 'PUT',
      ifMatch: overRevision,
      json: { document },
    });
    setBusy('');
    if (answer.ok) {
      const found = answer.body.problems ?? [];
      setRevision(answer.body.revision);
      setSaved(JSON.stringify(document));
      setProblems(found);
      setConflict(undefined);
      setNotice(
        found.length
          ? {
              kind: 'info',
              text: `Draft saved with ${found.length} ${found.length === 1 ? 'problem' : 'problems'}: fix them (marked in red) before publishing.`,
            }
          : { kind: 'success', text: 'Draft saved. Shoppers still see the published page until you publish.' },
      );
      return answer.body.revision;
    }
    showFailure(answer, 'The draft could not be saved.');
    return undefined;
  };

  const showFailure = (answer: Answer<unknown>, fallback: string) => {
    const current = (answer.body as { current?: Conflict }).current;
    if (answer.status === 409 && current) {
      setConflict(current);
      setNotice({ kind: 'error', text: `Someone else (${current.savedBy}) saved this page since you opened it.` });
      return;
    }
    setNotice({ kind: 'error', text: failureText(answer, fallback) });
  };

  const publish = async () => {
    const current = dirty ? await save() : revision;
    if (!current) return;
    setBusy('Publishing…');
    const answer = await studioCall<{ version: number; problems: Problem[]; current: Conflict }>(`${base}/publish`, {
      method: 'POST',
      ifMatch: current,
      json: {},
    });
    setBusy('');
    if (answer.ok) {
      setNotice({
        kind: 'success',
        text: `Published as version ${answer.body.version}. Shoppers see it now.`,
        link: { href: liveUrl, text: 'Open the live page' },
      });
      setHistoryRefresh((n) => n + 1);
      await load();
      return;
    }
    if (answer.status === 422) {
      const found = answer.body.problems ?? [];
      setProblems(found);
      const first = document && found[0] ? firstNodeWithProblem(document.root, found) : undefined;
      if (first) onProblemAt(first);
      setNotice({
        kind: 'error',
        text: `Not published: ${found.length} ${found.length === 1 ? 'problem' : 'problems'} to fix first. Each is shown at its field.`,
      });
      return;
    }
    showFailure(answer, 'The page could not be published.');
  };

  const rollback = async (version: number) => {
    if (dirty && !window.confirm('Your unsaved changes will be replaced by the version you roll back to. Go on?')) return;
    setBusy('Rolling back…');
    const answer = await studioCall<{ version: number; revision: string }>(`${base}/rollback`, { method: 'POST', json: { version } });
    setBusy('');
    if (!answer.ok) return showFailure(answer, 'The rollback failed.');
    setNotice({ kind: 'success', text: `Version ${version} is live again (published as version ${answer.body.version}).` });
    setHistoryRefresh((n) => n + 1);
    await load();
  };

  const copy = async (otherLocale: string) => {
    const answer = await studioCall<PageDetail>(`${base}/copy`, { method: 'POST', json: { toLocale: otherLocale } });
    const target = { href: `/studio/pages/${otherLocale}/${slug}/`, text: `Open the ${otherLocale === 'de' ? 'German' : 'English'} page` };
    if (answer.ok) setNotice({ kind: 'success', text: 'Copied as a draft to the other language, ready to translate.', link: target });
    else if (answer.status === 409) setNotice({ kind: 'info', text: 'That language has this page already; it was left as it is.', link: target });
    else showFailure(answer, 'The page could not be copied.');
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key === 's') {
        event.preventDefault();
        if (dirty) void save();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  return { base, detail, loadError, document, setDocument, problems, notice, conflict, busy, historyRefresh, dirty, load, save, publish, rollback, copy };
}

function firstNodeWithProblem(root: PageNode, problems: Problem[]): string | undefined {
  const { byNode } = problemsByNode(root, problems);
  return byNode.keys().next().value;
}
