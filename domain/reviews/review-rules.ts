import { controlCharacterIn } from '../control-characters.ts';

/** How long each part of a review may be, in characters (the form's limits and the server's). */
export const REVIEW_LIMITS = {
  title: { min: 3, max: 100 },
  body: { min: 20, max: 3000 },
  name: { max: 40 },
} as const;

export const MAX_RATING = 5;

export type ReviewField = 'rating' | 'title' | 'body' | 'name';
export type ReviewProblem = 'required' | 'rating' | 'tooShort' | 'tooLong' | 'characters';

export interface ReviewDraft {
  rating: unknown;
  title: string;
  body: string;
  /** The name shown with the review; empty shows none. */
  name: string;
}

/** A review as the store keeps it: texts trimmed, no name as null. */
export interface CheckedReview {
  rating: number;
  title: string;
  body: string;
  name: string | null;
}

const isRating = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_RATING;

function textProblem(text: string, min: number, max: number, lineBreaks: boolean): ReviewProblem | undefined {
  if (!text) return min > 0 ? 'required' : undefined;
  if (controlCharacterIn(text, lineBreaks) !== undefined) return 'characters';
  if (text.length < min) return 'tooShort';
  if (text.length > max) return 'tooLong';
  return undefined;
}

/** The same rules in the form (at once) and on the server (enforced): each field's problem, in the form's order. */
export function reviewProblems(draft: ReviewDraft): Partial<Record<ReviewField, ReviewProblem>> {
  const problems: Partial<Record<ReviewField, ReviewProblem>> = {};
  if (draft.rating === undefined || draft.rating === null || draft.rating === 0) problems.rating = 'required';
  else if (!isRating(draft.rating)) problems.rating = 'rating';
  const title = textProblem(draft.title.trim(), REVIEW_LIMITS.title.min, REVIEW_LIMITS.title.max, false);
  if (title) problems.title = title;
  const body = textProblem(draft.body.trim(), REVIEW_LIMITS.body.min, REVIEW_LIMITS.body.max, true);
  if (body) problems.body = body;
  const name = textProblem(draft.name.trim(), 0, REVIEW_LIMITS.name.max, false);
  if (name) problems.name = name;
  return problems;
}

/** The review to keep, once `reviewProblems` found nothing. */
export function checkedReview(draft: ReviewDraft): CheckedReview {
  return { rating: draft.rating as number, title: draft.title.trim(), body: draft.body.trim(), name: draft.name.trim() || null };
}

/** The average of `count` ratings adding up to `total`, to one decimal (4.5); 0 with none. */
export function averageRating(total: number, count: number): number {
  return count > 0 ? Math.round((total / count) * 10) / 10 : 0;
}
