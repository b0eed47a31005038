import { expect, test } from 'vitest';
import { averageRating, checkedReview, REVIEW_LIMITS, reviewProblems } from './review-rules.ts';

const good = { rating: 4, title: 'Fast and comfortable', body: 'Smooth on rough lanes and quick on the climbs.', name: '' };

test('a complete review has no problem and keeps its texts trimmed, with no name as null', () => {
  expect(reviewProblems(good)).toEqual({});
  expect(checkedReview({ ...good, title: '  Fast  ', name: '  ' })).toEqual({ rating: 4, title: 'Fast', body: good.body, name: null });
});

test('each field names its own problem', () => {
  expect(reviewProblems({ ...good, rating: undefined })).toEqual({ rating: 'required' });
  expect(reviewProblems({ ...good, rating: 6 })).toEqual({ rating: 'rating' });
  expect(reviewProblems({ ...good, rating: 3.5 })).toEqual({ rating: 'rating' });
  expect(reviewProblems({ ...good, rating: '4' })).toEqual({ rating: 'rating' });
  expect(reviewProblems({ ...good, title: ' ' })).toEqual({ title: 'required' });
  expect(reviewProblems({ ...good, title: 'OK' })).toEqual({ title: 'tooShort' });
  expect(reviewProblems({ ...good, title: 'x'.repeat(REVIEW_LIMITS.title.max + 1) })).toEqual({ title: 'tooLong' });
  expect(reviewProblems({ ...good, body: 'Too short.' })).toEqual({ body: 'tooShort' });
  expect(reviewProblems({ ...good, name: 'x'.repeat(REVIEW_LIMITS.name.max + 1) })).toEqual({ name: 'tooLong' });
});

test('line breaks are allowed in the text but not in the title or the name', () => {
  expect(reviewProblems({ ...good, body: `${good.body}\n\nSecond paragraph.` })).toEqual({});
  expect(reviewProblems({ ...good, title: 'Fast\nbike', name: 'A\u0007' })).toEqual({ title: 'characters', name: 'characters' });
});

test('the average is to one decimal, and 0 without ratings', () => {
  expect(averageRating(9, 2)).toBe(4.5);
  expect(averageRating(14, 3)).toBe(4.7);
  expect(averageRating(0, 0)).toBe(0);
});
