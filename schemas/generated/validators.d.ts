/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

import type { ValidateFunction } from 'ajv';

/** Schema `$id` → its compiled validator. */
export declare const validators: Readonly<Record<string, ValidateFunction>>;
