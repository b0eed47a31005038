import { expect, test } from 'vitest';
import { bikePicture, bikeViewKey } from './bike-views.ts';
import { defaultPaint, nearestPaint, PAINT_COLOURS, paintFromOptions, paintOptions, paintSegment, readPaintSegment } from './paint.ts';

const paint = { frame: '#c8102e', topTubeLogo: '#ffffff', downTubeLogo: '#16181b', finish: 'matt', gradient: 'diagonal' } as const;

test('a paint is written in an image key once, and reads back the same', () => {
  expect(paintSegment(paint)).toBe('paint-c8102e-ffffff-16181b-md');
  expect(readPaintSegment('paint-c8102e-ffffff-16181b-md')).toEqual({ paint, canonical: true });
});

test('a colour outside the palette reads as the palette’s nearest paint, and is not the canonical key', () => {
  expect(nearestPaint('#c9112f')).toBe(PAINT_COLOURS['signal-red']);
  expect(nearestPaint('#FFFFFF')).toBe('#ffffff');
  expect(readPaintSegment('paint-c9112f-ffffff-16181b-md')).toEqual({ paint, canonical: false });
});

test('a segment that is not a paint is a problem naming the form to use', () => {
  expect(readPaintSegment('paint-c8102e-ffffff-md')).toEqual({ problem: expect.stringContaining('paint-{frame}') });
  expect(readPaintSegment(`paint-${'c8102e-'.repeat(20)}md`)).toHaveProperty('problem');
});

test('the cart’s options of a paint read back as that paint; an older order’s free colour becomes the nearest paint', () => {
  expect(paintFromOptions(paintOptions(paint))).toEqual(paint);
  const older = paintOptions({ ...paint, frame: '#c0392c' });
  expect(paintFromOptions(older)?.frame).toBe(PAINT_COLOURS['racing-red']);
  expect(paintFromOptions([])).toBeUndefined();
});

test('the editor starts from the bike’s own colour, or the palette’s nearest', () => {
  expect(defaultPaint('#5B6770').frame).toBe('#5b6770');
  expect(defaultPaint('#5c6871').frame).toBe('#5b6770');
});

test('a bike’s views and pictures are keyed by discipline, tier, view and colour or paint', () => {
  expect(bikeViewKey('bikes/road/storm-grey', 'pro', 'drive')).toBe('bikes/road/pro/drive/storm-grey');
  expect(bikeViewKey('bikes/road/pro/side/storm-grey', 'hero', 'cockpit', paint)).toBe('bikes/road/hero/cockpit/paint-c8102e-ffffff-16181b-md');
  expect(bikeViewKey('parts/helmets/black', 'pro', 'side')).toBeUndefined();
  expect(bikePicture('bikes/road/storm-grey', 'base')).toBe('bikes/road/base/side/storm-grey');
  expect(bikePicture('photos/12', 'base')).toBe('photos/12');
  expect(bikePicture('photos/12', 'base', paint, 'bikes/road/storm-grey')).toBe('bikes/road/base/side/paint-c8102e-ffffff-16181b-md');
  expect(bikePicture('parts/helmets/black', null)).toBe('parts/helmets/black');
});
