import type { CatalogueImportResponse } from '../../../schemas/generated/index.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { DomainError } from '../../lib/errors.ts';
import { type AuditActor, recordAudit } from '../staff/audit.ts';
import type { CatalogueFormat } from './catalogue-file.ts';
import { applyPlannedRows } from './catalogue-import-apply.ts';
import type { ImportPlan } from './catalogue-import-plan.ts';
import { applyRedirects, applySections } from './catalogue-sections-apply.ts';
import { changeCatalogueVersion } from './catalogue-version.ts';
import { refreshSearchWords } from './search-words.ts';

/** Rows written per transaction: the import's progress moves on after each batch. */
export const IMPORT_BATCH = 250;

/** An import that has not moved for this long is taken to have died with its process. */
const STALLED_MINUTES = 10;

/** An import and how far it has got, as `responses/catalogue-import.json` describes it. */
export type CatalogueImport = CatalogueImportResponse['import'];

const COLUMNS = `id, staff_email as "staffEmail", file_name as "fileName", format, status, total, processed, created, updated, unchanged, rejected, message,
  to_char(started_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "startedAt",
  to_char(finished_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "finishedAt"`;

export async function catalogueImport(db: Queryable, id: number): Promise<CatalogueImport | undefined> {
  const rows = await db.query<CatalogueImport>(`select ${COLUMNS} from catalog_imports where id = $1`, [id]);
  return rows[0];
}

export interface ImportStart {
  staff: AuditActor;
  fileName: string;
  format: CatalogueFormat;
  plan: ImportPlan;
}

/** Writes the import down as running (409 while another is running); its rows are applied by `runCatalogueImport`. */
export async function startCatalogueImport(db: Database, { staff, fileName, format, plan }: ImportStart): Promise<CatalogueImport> {
  return db.transaction(async (tx) => {
    await tx.query('select version from catalog_state for update');
    const running = await tx.query<{ staff_email: string }>(
      `select staff_email from catalog_imports where status = 'running' and updated_at > now() - make_interval(mins => $1)`,
      [STALLED_MINUTES],
    );
    if (running[0]) throw new DomainError('conflict', `${running[0].staff_email} is importing the catalogue right now; wait until that import finishes.`);
    await tx.query(`update catalog_imports set status = 'failed', message = 'Stopped: the process running it ended.' where status = 'running'`);
    const { counts } = plan;
    const [row] = await tx.query<{ id: number }>(
      `insert into catalog_imports (staff_id, staff_email, file_name, format, total, processed, unchanged, rejected)
       values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
      [staff.id ?? null, staff.email, fileName, format, plan.rows, counts.unchanged + plan.rejected, counts.unchanged, plan.rejected],
    );
    return (await catalogueImport(tx, row!.id))!;
  });
}

/**
 * Applies the good rows of a started import a batch per transaction, moving its progress on after
 * each. The last batch raises the catalogue's version (once, when anything changed), records the
 * import in the audit log and marks it finished. A failure marks it failed; rows written stay
 * written, and importing the same file again finishes the job (rows are matched by SKU).
 */
export async function runCatalogueImport(db: Database, started: CatalogueImport, { staff, plan }: ImportStart): Promise<void> {
  const changes = plan.planned.filter((row) => row.action !== 'unchanged');
  const batches = [];
  for (let i = 0; i < changes.length; i += IMPORT_BATCH) batches.push(changes.slice(i, i + IMPORT_BATCH));
  if (!batches.length) batches.push([]);
  try {
    for (const [index, batch] of batches.entries()) {
      await db.transaction(async (tx) => {
        await tx.query('select version from catalog_state for update');
        if (index === 0) await applySections(tx, plan.sections);
        await applyPlannedRows(tx, batch);
        if (index === batches.length - 1) await applyRedirects(tx, plan.sections);
        await tx.query('update catalog_imports set processed = processed + $2, updated_at = now() where id = $1', [started.id, batch.length]);
        if (index === batches.length - 1) await finish(tx, started, staff, plan);
      });
      // Lets the process answer other requests (the progress polls among them) between batches.
      await new Promise((resolve) => setImmediate(resolve));
    }
  } catch (error) {
    const message = error instanceof DomainError ? error.message : 'The import stopped on an unexpected error; import the same file again to finish it.';
    await db.query(`update catalog_imports set status = 'failed', message = $2, updated_at = now(), finished_at = now() where id = $1`, [started.id, message]);
    throw error;
  }
}

/** Whether a plan changes anything: a product, or an item of a document's other sections. */
export function planChanges(plan: ImportPlan): boolean {
  return plan.counts.create + plan.counts.update > 0 || Object.values(plan.sections.counts).some((c) => c.create + c.update > 0);
}

/**
 * Writes a whole plan in the caller's transaction: sections, products, redirects. The seeder loads
 * the demo catalogue document this way; a studio import does the same a batch at a time.
 */
export async function applyWholePlan(tx: Queryable, plan: ImportPlan): Promise<void> {
  await applySections(tx, plan.sections);
  await applyPlannedRows(
    tx,
    plan.planned.filter((row) => row.action !== 'unchanged'),
  );
  await applyRedirects(tx, plan.sections);
  await refreshSearchWords(tx);
}

async function finish(tx: Queryable, started: CatalogueImport, staff: AuditActor, plan: ImportPlan): Promise<void> {
  const { create, update, unchanged } = plan.counts;
  if (planChanges(plan)) {
    await changeCatalogueVersion(tx);
    // New and renamed products' words join what "did you mean" may offer.
    await refreshSearchWords(tx);
  }
  await tx.query(
    `update catalog_imports set status = 'finished', created = $2, updated = $3, finished_at = now(), updated_at = now(),
       message = $4 where id = $1`,
    [started.id, create, update, importSummary(plan)],
  );
  await recordAudit(tx, {
    staff,
    action: 'import',
    entity: 'catalogue',
    entityId: started.id,
    after: {
      file: started.fileName,
      format: started.format,
      rows: plan.rows,
      created: create,
      updated: update,
      unchanged,
      rejected: plan.rejected,
      ...(Object.values(plan.sections.counts).some((c) => c.create + c.update + c.unchanged + c.rejected) ? { sections: plan.sections.counts } : {}),
    },
  });
}

/** The import's outcome in one sentence. */
export function importSummary({ counts, rejected }: Pick<ImportPlan, 'counts' | 'rejected'>): string {
  const n = (count: number, what: string) => `${count.toLocaleString('en-GB')} ${what}`;
  return `${n(counts.create, 'added')}, ${n(counts.update, 'changed')}, ${n(counts.unchanged, 'unchanged')}, ${n(rejected, 'rows left out')}.`;
}
