/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

import type { CatalogueImportCheckResponse } from '../responses/catalogue-import-check.ts';

/**
 * GET /studio/api/catalogue/imports/<id>: an import and how far it has got (POST …/imports answers it too, with the dry run's `report`).
 */
export interface CatalogueImportResponse {
  import: {
    id: number;
    staffEmail: string;
    fileName: string;
    format: 'csv' | 'json';
    status: 'running' | 'finished' | 'failed';
    /**
     * Rows in the file.
     */
    total: number;
    /**
     * Rows dealt with so far; unchanged and rejected rows count from the start.
     */
    processed: number;
    created: number;
    updated: number;
    unchanged: number;
    rejected: number;
    /**
     * The outcome in a sentence, once finished or failed.
     */
    message: string | null;
    startedAt: string;
    finishedAt: string | null;
  };
  report?: CatalogueImportCheckResponse;
}
