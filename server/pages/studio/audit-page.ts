import { listAudit } from '../../commerce/staff/audit.ts';
import { node } from '../node.ts';
import type { ComposedPage, PageRequest } from '../types.ts';
import { backOfficePage, tableQueryProps } from './back-office.ts';

const TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Europe/London' });
const ENTITIES = ['page', 'staff', 'order', 'product', 'coupon', 'customer'] as const;

/** A change in a line: the values that differ before and after, or the whole record when one side is missing. */
export function changeSummary(before: unknown, after: unknown): string {
  const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    const changed = keys.filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
    return changed.map((key) => `${key}: ${JSON.stringify(before[key] ?? null)} → ${JSON.stringify(after[key] ?? null)}`).join('; ');
  }
  const text = `${before == null ? '' : `before ${JSON.stringify(before)}`}${before != null && after != null ? '; ' : ''}${after == null ? '' : `after ${JSON.stringify(after)}`}`;
  return text.length > 400 ? `${text.slice(0, 399)}…` : text;
}

/** `/studio/audit/`: every change staff made, newest first, filtered by entity and staff email (admins only). */
export async function composeStudioAudit(req: PageRequest): Promise<ComposedPage | undefined> {
  const page = await listAudit(req.db, req.query);
  const query = tableQueryProps(req.query, ['entity', 'entityId', 'staff', 'dir', 'pageSize']);
  return backOfficePage(req, 'audit', 'Audit log', [
    node('data-table', 'audit-table', {
      caption: 'Changes made by staff',
      path: '/studio/audit/',
      query,
      columns: [
        { key: 'at', label: 'When', sortable: true },
        { key: 'staff', label: 'Who' },
        { key: 'action', label: 'Action' },
        { key: 'entity', label: 'What' },
        { key: 'change', label: 'Before → after' },
      ],
      rows: page.rows.map((entry) => ({
        id: String(entry.id),
        cells: {
          at: { text: TIME.format(new Date(entry.at)) },
          staff: { text: entry.staffEmail },
          action: { text: entry.action, tone: 'info' },
          entity: { text: `${entry.entity} ${entry.entityId}` },
          change: { text: changeSummary(entry.before, entry.after) },
        },
      })),
      filters: [
        { name: 'entity', label: 'Entity', kind: 'select', options: [{ value: '', label: 'Any' }, ...ENTITIES.map((e) => ({ value: e, label: e }))] },
        { name: 'staff', label: 'Staff email', kind: 'search', placeholder: 'editor@northvale.test' },
      ],
      sort: 'at',
      dir: page.dir,
      page: page.page,
      pageSize: page.pageSize,
      total: page.total,
      emptyText: 'No change matches these filters.',
    }),
  ]);
}
