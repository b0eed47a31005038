/** Dates are formatted by the shared rule in `domain/locale.ts`, the same in pages and emails. */
export { formatDate } from '../../../domain/locale.ts';
