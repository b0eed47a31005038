import { getDefaultFormState, type RJSFSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useIsExample, usePageContext } from '../../../renderer/kit/hooks/page-context.ts';
import type { PageNode, PageTree, StudioEditorProps } from '../../../schemas/generated/index.ts';
import { type Answer, failureText, type PageDetail, pagePath, studioCall } from '../../studio/api.ts';
import { fieldErrors, type Problem, problemsByNode } from '../../studio/problems.ts';
import { StudioFrame } from '../../studio/StudioFrame.tsx';
import { useStaff } from '../../studio/session.ts';
import { duplicateNode, findNode, freeId, idsOf, insertNode, moveNode, removeNode, setProps } from '../../studio/tree.ts';
import { blockFormSchema, type Schema } from '../../studio/ui-schema.ts';
import type { BlockComponentProps } from '../../types.ts';
import { BlockForm } from './BlockForm.tsx';
import { BlockTree, PAGE_SETTINGS } from './BlockTree.tsx';
import { HistoryPanel } from './HistoryPanel.tsx';
import { PreviewPane } from './PreviewPane.tsx';

const CHECK_DEBOUNCE_MS = 400;
const DEFAULTS_VALIDATOR = customizeValidator({ ajvOptionsOverrides: { strict: false } });

interface Notice {
  kind: 'info' | 'success' | 'error';
  text: string;
  link?: { href: string; text: string };
}

interface Conflict {
  revision: string;
  savedAt: string;
  savedBy: string;
}

/** The editor of one page (loaded on demand by StudioEditor): its blocks, a generated form per block, a live preview, and the draft's way to shoppers. */
export default function EditorWorkspace({ locale, slug, schemas, blockTypes, images, links }: BlockComponentProps<StudioEditorProps>) {
  const example = useIsExample();
  const staff = useStaff(!example);
  const { shell } = usePageContext();
  const base = `/pages/${locale}/${slug}`;
  const [detail, setDetail] = useState<PageDetail>();
  const [loadError, setLoadError] = useState('');
  const [document, setDocument] = useState<PageTree>();
  const [saved, setSaved] = useState('');
  const [revision, setRevision] = useState('');
  const [selected, setSelected] = useState(PAGE_SETTINGS);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [notice, setNotice] = useState<Notice>();
  const [conflict, setConflict] = useState<Conflict>();
  const [busy, setBusy] = useState('');
  const [panel, setPanel] = useState<'blocks' | 'history'>('blocks');
  const [historyRefresh, setHistoryRefresh] = useState(0);
  const [addType, setAddType] = useState(blockTypes[0]?.type ?? '');
  const definitions = schemas as Record<string, unknown>;
  const titles = useMemo(() => Object.fromEntries(blockTypes.map((b) => [b.type, b.title])), [blockTypes]);
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

  const edit = (change: (root: PageNode) => PageNode) => setDocument((current) => (current ? { ...current, root: change(current.root) } : current));

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
      if (first) setSelected(first);
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

  const otherLocale = locale === 'en' ? 'de' : 'en';
  const copy = async () => {
    const answer = await studioCall<PageDetail>(`${base}/copy`, { method: 'POST', json: { toLocale: otherLocale } });
    const target = { href: `/studio/pages/${otherLocale}/${slug}/`, text: `Open the ${otherLocale === 'de' ? 'German' : 'English'} page` };
    if (answer.ok) setNotice({ kind: 'success', text: 'Copied as a draft to the other language, ready to translate.', link: target });
    else if (answer.status === 409) setNotice({ kind: 'info', text: 'That language has this page already; it was left as it is.', link: target });
    else showFailure(answer, 'The page could not be copied.');
  };

  const addBlock = () => {
    if (!document) return;
    const schema = blockFormSchema(addType, definitions);
    const props = schema ? (getDefaultFormState(DEFAULTS_VALIDATOR, schema as RJSFSchema, {}, schema as RJSFSchema) as Record<string, unknown>) : {};
    const id = freeId(idsOf(document.root), addType);
    const node: PageNode = { type: addType, id, props: props ?? {} };
    const where = selected === PAGE_SETTINGS || selected === document.root.id ? { parentId: document.root.id } : { afterId: selected };
    edit((root) => insertNode(root, node, where));
    setSelected(id);
  };

  const liveUrl = pagePath(locale, slug, shell.site.defaultLocale);

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

  const sorted = document ? problemsByNode(document.root, problems) : { byNode: new Map<string, Problem[]>(), page: [] };
  const selectedNode = document && selected !== PAGE_SETTINGS ? findNode(document.root, selected)?.node : undefined;
  const status = busy || (dirty ? 'Unsaved changes' : 'All changes saved');

  return (
    <StudioFrame
      staff={staff}
      title={
        <h1 className="studio__heading">
          {document?.meta.title ?? slug}{' '}
          <span className="studio__sub">
            {`${liveUrl} · `}
            {detail ? (detail.published ? `live: version ${detail.published.version}` : 'not published yet') : ''}
          </span>
        </h1>
      }
      actions={
        <>
          <span className={`studio-status${dirty ? ' studio-status--dirty' : ''}`} role="status">
            {status}
          </span>
          <button type="button" className="button button--secondary studio__small" disabled={!document || !dirty || Boolean(busy)} onClick={() => void save()}>
            Save draft
          </button>
          <a className="button button--secondary studio__small" href={`${liveUrl}?preview=draft`} target="_blank" rel="noopener">
            Open draft
          </a>
          <button type="button" className="button button--primary studio__small" disabled={!document || Boolean(busy)} onClick={() => void publish()}>
            Publish
          </button>
        </>
      }
    >
      <div className="studio-editor">
        <div className="studio-editor__notices" aria-live="polite">
          {loadError ? <p className="studio-message studio-message--error">{loadError}</p> : null}
          {notice ? (
            <p className={`studio-message studio-message--${notice.kind}`}>
              {notice.text}{' '}
              {notice.link ? (
                <a href={notice.link.href} target={notice.link.href.startsWith('/studio/') ? undefined : '_blank'} rel="noopener">
                  {notice.link.text}
                </a>
              ) : null}
            </p>
          ) : null}
          {conflict ? (
            <div className="studio-message studio-message--error studio-conflict">
              <p>{`Their draft was saved ${new Date(conflict.savedAt).toLocaleString('en-GB')} by ${conflict.savedBy}. Choose how to go on:`}</p>
              <button type="button" className="button button--secondary studio__small" onClick={() => void load()}>
                Load their draft (drop my changes)
              </button>
              <button type="button" className="button button--primary studio__small" onClick={() => void save(conflict.revision)}>
                Save mine over theirs
              </button>
            </div>
          ) : null}
        </div>
        <div className="studio-editor__side">
          <fieldset className="studio-group studio-editor__tabs">
            <legend className="visually-hidden">Panel</legend>
            <button type="button" className="studio-tab" aria-pressed={panel === 'blocks'} onClick={() => setPanel('blocks')}>
              Blocks
            </button>
            <button type="button" className="studio-tab" aria-pressed={panel === 'history'} onClick={() => setPanel('history')}>
              History
            </button>
            <button type="button" className="studio-tab" onClick={() => void copy()} disabled={!document}>
              {`Copy to ${otherLocale === 'de' ? 'German' : 'English'}`}
            </button>
          </fieldset>
          {document && panel === 'blocks' ? (
            <>
              <BlockTree
                root={document.root}
                selected={selected}
                titles={titles}
                problems={sorted}
                onSelect={setSelected}
                onMove={(id, by) => edit((root) => moveNode(root, id, by))}
                onDuplicate={(id) => {
                  const result = duplicateNode(document.root, id);
                  edit(() => result.root);
                  if (result.id) setSelected(result.id);
                }}
                onRemove={(id) => {
                  edit((root) => removeNode(root, id));
                  setSelected(PAGE_SETTINGS);
                }}
              />
              <div className="studio-add">
                <label htmlFor="studio-add-type">Add a block</label>
                <select id="studio-add-type" value={addType} onChange={(event) => setAddType(event.target.value)}>
                  {blockTypes.map((block) => (
                    <option key={block.type} value={block.type}>
                      {block.title}
                    </option>
                  ))}
                </select>
                <button type="button" className="button button--secondary studio__small" onClick={addBlock}>
                  Add
                </button>
                <p className="studio-hint">{blockTypes.find((b) => b.type === addType)?.description}</p>
              </div>
            </>
          ) : null}
          {document && panel === 'history' ? <HistoryPanel base={base} draft={document} refresh={historyRefresh} onRollback={(v) => void rollback(v)} /> : null}
        </div>
        <section className="studio-editor__form" aria-labelledby="studio-form-title">
          {document ? (
            selectedNode ? (
              <>
                <h2 id="studio-form-title" className="studio-panel-title">
                  {`${titles[selectedNode.type] ?? selectedNode.type} · ${selectedNode.id}`}
                </h2>
                <NodeForm
                  node={selectedNode}
                  definitions={definitions}
                  problems={sorted.byNode.get(selectedNode.id) ?? []}
                  pickers={{ images, links }}
                  onChange={(props) => edit((root) => setProps(root, selectedNode.id, props))}
                />
              </>
            ) : (
              <>
                <h2 id="studio-form-title" className="studio-panel-title">
                  Page settings
                </h2>
                <BlockForm
                  key="#page"
                  idPrefix="page"
                  schema={{ ...(definitions['entities.page-meta'] as Schema), definitions }}
                  definitions={definitions}
                  value={document.meta as unknown as Record<string, unknown>}
                  errors={fieldErrors(sorted.page.filter((p) => p.path.startsWith('/meta')).map((p) => ({ ...p, path: p.path.slice('/meta'.length) })))}
                  pickers={{ images, links }}
                  onChange={(meta) => setDocument((current) => (current ? { ...current, meta: meta as unknown as PageTree['meta'] } : current))}
                />
              </>
            )
          ) : (
            <p id="studio-form-title">{loadError ? '' : 'Loading the page…'}</p>
          )}
        </section>
        <div className="studio-editor__preview">{document ? <PreviewPane document={document} locale={locale} slug={slug} /> : null}</div>
      </div>
    </StudioFrame>
  );
}

function NodeForm({
  node,
  definitions,
  problems,
  pickers,
  onChange,
}: {
  node: PageNode;
  definitions: Record<string, unknown>;
  problems: Problem[];
  pickers: { images: StudioEditorProps['images']; links: string[] };
  onChange(props: Record<string, unknown>): void;
}) {
  const schema = useMemo(() => blockFormSchema(node.type, definitions), [node.type, definitions]);
  if (!schema) return <p className="studio-message studio-message--error">{`"${node.type}" is not a block this studio knows; it is kept as it is.`}</p>;
  return (
    <BlockForm
      key={node.id}
      idPrefix={`block-${node.id}`}
      schema={schema}
      definitions={definitions}
      value={node.props}
      errors={fieldErrors(problems)}
      pickers={pickers}
      onChange={onChange}
    />
  );
}

function firstNodeWithProblem(root: PageNode, problems: Problem[]): string | undefined {
  const { byNode } = problemsByNode(root, problems);
  return byNode.keys().next().value;
}
