import { type FormEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useIsExample } from '../../../renderer/kit/hooks/page-context.ts';
import type { CatalogueImportCheckResponse, CatalogueImportProps, CatalogueImportResponse } from '../../../schemas/generated/index.ts';
import { failureText, studioCall, studioUpload } from '../../studio/api.ts';
import type { BlockComponentProps } from '../../types.ts';

type Report = CatalogueImportCheckResponse;
type ImportState = CatalogueImportResponse['import'];

const POLL_MS = 400;
/** Problems shown in the table; the count says how many more there are. */
const SHOWN_PROBLEMS = 1000;
const FOLD_ALLOWED = 8;
const number = (n: number) => n.toLocaleString('en-GB');

const SECTION_NAMES = { categories: 'Categories', filters: 'Filter values', labels: 'Labels', models: 'Bike models', redirects: 'Redirects' } as const;

/** A JSON document's other sections, each with what importing would do to its items: `Categories: 1 to add, 37 unchanged`. */
function sectionLines(sections: Report['sections']): string[] {
  return (Object.keys(SECTION_NAMES) as (keyof typeof SECTION_NAMES)[]).flatMap((section) => {
    const { create, update, unchanged, rejected } = sections[section];
    const parts = [
      create ? `${number(create)} to add` : '',
      update ? `${number(update)} to change` : '',
      unchanged ? `${number(unchanged)} unchanged` : '',
      rejected ? `${number(rejected)} left out` : '',
    ].filter(Boolean);
    return parts.length ? [`${SECTION_NAMES[section]}: ${parts.join(', ')}.`] : [];
  });
}

/** A catalogue file in: check it (every bad row listed), then import the good rows with a progress bar. */
export function CatalogueImport({ checkEndpoint, importEndpoint, columns, exports, catalogueHref }: BlockComponentProps<CatalogueImportProps>) {
  const id = useId();
  const example = useIsExample();
  const [file, setFile] = useState<File>();
  const [report, setReport] = useState<Report>();
  const [job, setJob] = useState<ImportState>();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const reportHeading = useRef<HTMLHeadingElement>(null);
  const path = (endpoint: string) => endpoint.replace(/^\/studio\/api/, '');

  useEffect(() => {
    if (report) reportHeading.current?.focus();
  }, [report]);

  useEffect(() => {
    if (job?.status !== 'running') return;
    const timer = setTimeout(async () => {
      const answer = await studioCall<CatalogueImportResponse>(`${path(importEndpoint)}/${job.id}`);
      if (answer.ok) setJob(answer.body.import);
      else setError(failureText(answer, 'The progress of the import cannot be read. Reload the page to see it.'));
    }, POLL_MS);
    return () => clearTimeout(timer);
  });

  const check = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (example || !file) return;
    setBusy(true);
    setError('');
    setReport(undefined);
    setJob(undefined);
    const answer = await studioUpload<Report>(path(checkEndpoint), file);
    setBusy(false);
    if (!answer.ok) return setError(failureText(answer, 'The file could not be checked. Please try again.'));
    setReport(answer.body);
  };

  const start = async () => {
    if (!file) return;
    setBusy(true);
    setError('');
    const answer = await studioUpload<CatalogueImportResponse>(path(importEndpoint), file);
    setBusy(false);
    if (!answer.ok) return setError(failureText(answer, 'The import could not start. Please try again.'));
    setJob(answer.body.import);
  };

  const running = job?.status === 'running';
  return (
    <section className="catalogue-import" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="catalogue-import__heading">
        Import a catalogue file
      </h2>
      <p>
        A CSV or JSON file with one row per SKU, as the exports write it. Rows are matched to products by SKU: a known SKU is changed, a new one added as a part
        or accessory. A JSON export is the whole catalogue (categories, filter values, bike models and redirects too), and imports back the same way. Check the
        file first; importing the same file twice changes nothing the second time.
      </p>
      <p className="catalogue-import__exports">
        {exports.map((link) => (
          <a key={link.href} href={link.href} className="button button--secondary studio__small" download>
            {link.label}
          </a>
        ))}
      </p>
      <form className="catalogue-import__form" onSubmit={(event) => void check(event)}>
        <label htmlFor={`${id}-file`}>Catalogue file (CSV or JSON)</label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,.json,text/csv,application/json"
          required
          onChange={(event) => {
            setFile(event.currentTarget.files?.[0]);
            setReport(undefined);
            setJob(undefined);
            setError('');
          }}
        />
        <button type="submit" className="button button--primary studio__small" disabled={busy || running || !file}>
          {busy && !report ? 'Checking…' : 'Check file'}
        </button>
      </form>
      <p className="catalogue-import__error" role="alert">
        {error}
      </p>
      {report ? <ReportView report={report} headingRef={reportHeading} /> : null}
      {report && report.good > 0 && !job ? (
        <button type="button" className="button button--primary studio__small" onClick={() => void start()} disabled={busy}>
          {busy ? 'Starting…' : `Import ${number(report.good)} good row${report.good === 1 ? '' : 's'}`}
        </button>
      ) : null}
      {job ? <Progress job={job} catalogueHref={catalogueHref} /> : null}
      <details className="catalogue-import__columns">
        <summary>The file's columns</summary>
        <dl>
          {columns.map((column) => (
            <div key={column.name}>
              <dt>
                <code>{column.name}</code>
              </dt>
              <dd>{column.meaning}</dd>
            </div>
          ))}
        </dl>
      </details>
    </section>
  );
}

function ReportView({ report, headingRef }: { report: Report; headingRef: RefObject<HTMLHeadingElement | null> }) {
  const shown = report.problems.slice(0, SHOWN_PROBLEMS);
  return (
    <div className="catalogue-import__report">
      <h3 ref={headingRef} tabIndex={-1} className="catalogue-import__heading">
        Dry run: {number(report.rows)} rows, {number(report.rejected)} with problems
      </h3>
      <p>
        Importing would add {number(report.create)}, change {number(report.update)} and leave {number(report.unchanged)} unchanged.
        {report.rejected ? ` The ${number(report.rejected)} rows with problems are left out.` : ' Every row is good.'}
      </p>
      {sectionLines(report.sections).map((line) => (
        <p key={line} className="catalogue-import__section">
          {line}
        </p>
      ))}
      {shown.length ? (
        // On a narrow screen the table scrolls sideways: a keyboard reaches it too.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled without a pointer
        <section className="data-table__scroll" aria-label="Rows with problems" tabIndex={0}>
          <table className="data-table__table catalogue-import__problems">
            <caption>
              Rows with problems{report.problems.length > shown.length ? ` (the first ${number(shown.length)} of ${number(report.problems.length)})` : ''}
            </caption>
            <thead>
              <tr>
                <th scope="col">Row</th>
                <th scope="col">SKU</th>
                <th scope="col">Column</th>
                <th scope="col">Problem</th>
                <th scope="col">Allowed values</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((problem) => (
                <tr key={`${problem.section ?? ''}-${problem.row}-${problem.column}-${problem.problem}`}>
                  <td>{problem.section ? `${problem.section} ${problem.row}` : problem.row}</td>
                  <td>{problem.sku}</td>
                  <td>
                    <code>{problem.column}</code>
                  </td>
                  <td>{problem.problem}</td>
                  <td>
                    <Allowed values={problem.allowed ?? []} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
    </div>
  );
}

/** A short list of allowed values inline; a long one (every category) folded away. */
function Allowed({ values }: { values: string[] }) {
  if (values.length <= FOLD_ALLOWED) return <>{values.join(', ')}</>;
  return (
    <details>
      <summary>{number(values.length)} values</summary>
      {values.join(', ')}
    </details>
  );
}

function Progress({ job, catalogueHref }: { job: ImportState; catalogueHref: string | undefined }) {
  const percent = job.total ? Math.round((job.processed / job.total) * 100) : 100;
  const text =
    job.status === 'running'
      ? `Importing: ${number(job.processed)} of ${number(job.total)} rows (${percent} %)`
      : job.status === 'finished'
        ? `Import finished: ${job.message ?? ''}`
        : `The import stopped: ${job.message ?? ''}`;
  return (
    <div className="catalogue-import__progress">
      <progress max={job.total || 1} value={job.processed} aria-label="Import progress" aria-valuetext={`${percent} %`} />
      <p role="status" className={job.status === 'failed' ? 'catalogue-import__error' : undefined}>
        {text}
      </p>
      {job.status === 'finished' && catalogueHref ? <a href={catalogueHref}>See the catalogue</a> : null}
    </div>
  );
}
