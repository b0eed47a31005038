import { useCallback, useEffect, useState } from 'react';
import type { PageTree } from '../../../schemas/generated/index.ts';
import { failureText, studioCall, type VersionSummary } from '../../studio/api.ts';
import { type Change, documentChanges } from '../../studio/diff.ts';

const DRAFT = 'draft';

interface HistoryPanelProps {
  base: string;
  draft: PageTree;
  /** Bumped after a publish or rollback, so the list is read again. */
  refresh: number;
  onRollback(version: number): void;
}

function when(iso: string): string {
  return new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}

/** Every published version, the difference between any two (or a version and the draft), and rollback. */
export function HistoryPanel({ base, draft, refresh, onRollback }: HistoryPanelProps) {
  const [versions, setVersions] = useState<VersionSummary[]>();
  const [error, setError] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState(DRAFT);
  const [changes, setChanges] = useState<Change[]>();
  const [documents] = useState(() => new Map<string, PageTree>());

  useEffect(() => {
    void refresh;
    void studioCall<{ versions: VersionSummary[] }>(`${base}/versions`).then((answer) => {
      if (!answer.ok) return setError(failureText(answer, 'The history could not be loaded.'));
      const list = [...(answer.body.versions ?? [])].sort((a, b) => b.version - a.version);
      setVersions(list);
      setFrom((current) => current || String(list[0]?.version ?? ''));
    });
  }, [base, refresh]);

  const documentOf = useCallback(
    async (key: string): Promise<PageTree | undefined> => {
      if (key === DRAFT) return draft;
      const known = documents.get(key);
      if (known) return known;
      const answer = await studioCall<{ document: PageTree }>(`${base}/versions/${key}`);
      if (!answer.ok || !answer.body.document) {
        setError(failureText(answer, `Version ${key} could not be loaded.`));
        return undefined;
      }
      documents.set(key, answer.body.document);
      return answer.body.document;
    },
    [base, draft, documents],
  );

  useEffect(() => {
    if (!from || !to) return;
    let live = true;
    void Promise.all([documentOf(from), documentOf(to)]).then(([a, b]) => {
      if (live && a && b) setChanges(documentChanges(a, b));
    });
    return () => {
      live = false;
    };
  }, [from, to, documentOf]);

  const label = (key: string) => (key === DRAFT ? 'the current draft' : `version ${key}`);
  const options = [
    { key: DRAFT, text: 'Current draft' },
    ...(versions ?? []).map((v) => ({ key: String(v.version), text: `Version ${v.version} · ${when(v.publishedAt)}` })),
  ];

  return (
    <section className="studio-history" aria-labelledby="studio-history-title">
      <h2 id="studio-history-title" className="studio-panel-title">
        History
      </h2>
      {error ? (
        <p className="studio-message studio-message--error" role="alert">
          {error}
        </p>
      ) : null}
      {versions?.length === 0 ? <p>Not published yet: the history starts with the first publish.</p> : null}
      <ol className="studio-history__list">
        {(versions ?? []).map((version) => (
          <li key={version.version} className="studio-history__row">
            <span>
              <strong>Version {version.version}</strong> · {when(version.publishedAt)} · {version.publishedBy}
            </span>
            <button type="button" className="button button--secondary studio__small" onClick={() => onRollback(version.version)}>
              Roll back to version {version.version}
            </button>
          </li>
        ))}
      </ol>
      {versions?.length ? (
        <div className="studio-history__compare">
          <h3>Compare</h3>
          <div className="studio-history__pickers">
            <label htmlFor="studio-compare-from">From</label>
            <select id="studio-compare-from" value={from} onChange={(event) => setFrom(event.target.value)}>
              {options.map((o) => (
                <option key={o.key} value={o.key}>
                  {o.text}
                </option>
              ))}
            </select>
            <label htmlFor="studio-compare-to">To</label>
            <select id="studio-compare-to" value={to} onChange={(event) => setTo(event.target.value)}>
              {options.map((o) => (
                <option key={o.key} value={o.key}>
                  {o.text}
                </option>
              ))}
            </select>
          </div>
          {changes ? (
            changes.length === 0 ? (
              <p>{`No difference between ${label(from)} and ${label(to)}.`}</p>
            ) : (
              <table className="studio-diff">
                <caption className="visually-hidden">{`Changes from ${label(from)} to ${label(to)}`}</caption>
                <thead>
                  <tr>
                    <th scope="col">Where</th>
                    <th scope="col">Before</th>
                    <th scope="col">After</th>
                  </tr>
                </thead>
                <tbody>
                  {changes.map((change) => (
                    <tr key={`${change.kind}:${change.where}`} data-kind={change.kind}>
                      <th scope="row">{change.where}</th>
                      <td>{change.kind === 'added' ? <em>(added)</em> : <del>{change.before}</del>}</td>
                      <td>{change.kind === 'removed' ? <em>(removed)</em> : <ins>{change.after}</ins>}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
