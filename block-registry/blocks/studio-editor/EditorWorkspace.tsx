import { getDefaultFormState, type RJSFSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { useMemo, useState } from 'react';
import { useIsExample, usePageContext } from '../../../renderer/kit/hooks/page-context.ts';
import type { PageNode, PageTree, StudioEditorProps } from '../../../schemas/generated/index.ts';
import { pagePath } from '../../studio/api.ts';
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
import { useDraft } from './use-draft.ts';

const DEFAULTS_VALIDATOR = customizeValidator({ ajvOptionsOverrides: { strict: false } });

/** The editor of one page (loaded on demand by StudioEditor): its blocks, a generated form per block, a live preview, and the draft's way to shoppers. */
export default function EditorWorkspace({ locale, slug, schemas, blockTypes, images, links }: BlockComponentProps<StudioEditorProps>) {
  const example = useIsExample();
  const staff = useStaff(!example);
  const { shell } = usePageContext();
  const [selected, setSelected] = useState(PAGE_SETTINGS);
  const [panel, setPanel] = useState<'blocks' | 'history'>('blocks');
  const [addType, setAddType] = useState(blockTypes[0]?.type ?? '');
  const liveUrl = pagePath(locale, slug, shell.site.defaultLocale);
  const { base, detail, loadError, document, setDocument, problems, notice, conflict, busy, historyRefresh, dirty, load, save, publish, rollback, copy } =
    useDraft({ locale, slug, staff, liveUrl, onProblemAt: setSelected });
  const otherLocale = locale === 'en' ? 'de' : 'en';
  const definitions = schemas as Record<string, unknown>;
  const titles = useMemo(() => Object.fromEntries(blockTypes.map((b) => [b.type, b.title])), [blockTypes]);

  const edit = (change: (root: PageNode) => PageNode) => setDocument((current) => (current ? { ...current, root: change(current.root) } : current));

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
            <button type="button" className="studio-tab" onClick={() => void copy(otherLocale)} disabled={!document}>
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
