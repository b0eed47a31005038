import { describe, expect, test } from 'vitest';
import { productNameIn, specificationIn, textIn } from './catalogue-texts.ts';

const helmet = {
  name: 'Aries helmet',
  specification: { weight: '250 g', certification: 'EN 1078', fit: 'regular' },
  translations: { de: { name: 'Aries Helm', specification: { weight: '250 g', fit: 'normal' } } },
};

describe('catalogue texts in a language', () => {
  test('a German text is shown on German pages and the English one on English pages', () => {
    expect(textIn({ en: 'Signal red', de: 'Signalrot' }, 'de')).toBe('Signalrot');
    expect(textIn({ en: 'Signal red', de: 'Signalrot' }, 'en')).toBe('Signal red');
    expect(productNameIn(helmet, 'de')).toBe('Aries Helm');
    expect(productNameIn(helmet, 'en')).toBe('Aries helmet');
  });

  test('a missing or empty German text falls back to English', () => {
    expect(textIn({ en: 'Signal red' }, 'de')).toBe('Signal red');
    expect(textIn({ en: 'Signal red', de: '  ' }, 'de')).toBe('Signal red');
    expect(productNameIn({ name: 'Alloy stem' }, 'de')).toBe('Alloy stem');
    expect(productNameIn({ name: 'Alloy stem', translations: { de: { specification: {} } } }, 'de')).toBe('Alloy stem');
  });

  test('each specification value falls back to English on its own, and the keys stay as they are', () => {
    expect(specificationIn(helmet, 'de')).toEqual({ weight: '250 g', certification: 'EN 1078', fit: 'normal' });
    expect(specificationIn(helmet, 'en')).toEqual(helmet.specification);
    expect(specificationIn({ name: 'Alloy stem', specification: { length: '90 mm' }, translations: null }, 'de')).toEqual({ length: '90 mm' });
  });
});
