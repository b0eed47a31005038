import { describe, expect, test } from 'vitest';
import { collectPersonalData, replacePersonalData } from '../../server/cli/fake-personal-data.ts';

const ORDER = {
  customerOrder: {
    number: '100000101',
    shipping_address: {
      firstname: 'Demo',
      lastname: 'Customer',
      street: ['12 Canal Street', 'Flat 3'],
      city: 'Manchester',
      postcode: 'M1 3HE',
      telephone: '+44 161 496 0000',
    },
    items: [{ product_name: 'Endurance SL Sport', quantity_ordered: 1 }],
  },
};

describe('personal data in recordings', () => {
  test('names, streets, towns, postcodes and phone numbers become fakes; the order and its bikes stay', () => {
    const faked = replacePersonalData(ORDER, collectPersonalData(ORDER));
    const text = JSON.stringify(faked);
    for (const real of ['Demo', 'Customer', 'Canal Street', 'Flat 3', 'Manchester', 'M1 3HE', '496 0000']) expect(text).not.toContain(real);
    expect(faked.customerOrder.number).toBe('100000101');
    expect(faked.customerOrder.items[0]?.product_name).toBe('Endurance SL Sport');
    expect(faked.customerOrder.shipping_address.street).toHaveLength(2);
  });

  test('the same real value gets the same fake every time, inside longer texts too', () => {
    const first = replacePersonalData({ greeting: 'Hello, Demo', ...ORDER }, collectPersonalData(ORDER));
    const again = replacePersonalData({ greeting: 'Hello, Demo', ...ORDER }, collectPersonalData(structuredClone(ORDER)));
    expect(again).toEqual(first);
    expect(first.greeting).toBe(`Hello, ${first.customerOrder.shipping_address.firstname}`);
  });

  test('an email is replaced wherever it appears', () => {
    const replacements = collectPersonalData({ customer: { email: 'demo@northvale.test' } });
    const faked = replacePersonalData({ note: 'Sent to demo@northvale.test' }, replacements);
    expect(faked.note).toMatch(/^Sent to rider\.[a-z]+@example\.com$/);
  });
});
