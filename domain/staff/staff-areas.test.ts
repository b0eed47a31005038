import { expect, test } from 'vitest';
import { actionRefusal, areaOfPath, areaRefusal, areasOfRole, mayTakeAction, mayUseArea, rolesOfArea, STAFF_AREAS, STAFF_ROLES } from './staff-areas.ts';

test('an admin may use every area; each other role only its own', () => {
  expect(areasOfRole('admin')).toEqual([...STAFF_AREAS]);
  expect(areasOfRole('editor')).toEqual(['pages']);
  expect(areasOfRole('fulfilment')).toEqual(['orders', 'customers']);
  expect(areasOfRole('merchandiser')).toEqual(['catalogue', 'coupons', 'reviews']);
  for (const role of STAFF_ROLES) expect(mayUseArea(role, 'staff')).toBe(role === 'admin');
});

test('every area has admin among its roles, and the refusal names the roles it needs', () => {
  for (const area of STAFF_AREAS) expect(rolesOfArea(area)).toContain('admin');
  expect(areaRefusal('orders', 'editor')).toBe('Orders needs the fulfilment or admin role; you are signed in as editor.');
});

test('a studio path belongs to the area it starts with; sign-in and unknown paths to none', () => {
  expect(areaOfPath('/studio/')).toBe('pages');
  expect(areaOfPath('/studio/pages/en/delivery/')).toBe('pages');
  expect(areaOfPath('/studio/orders/100000123/')).toBe('orders');
  expect(areaOfPath('/studio/audit/')).toBe('audit');
  expect(areaOfPath('/studio/reviews/12/')).toBe('reviews');
  expect(areaOfPath('/studio/login/')).toBeUndefined();
  expect(areaOfPath('/studio/elsewhere/')).toBeUndefined();
});

test('customer service finds and exports customers; erasing one is kept for admin', () => {
  expect(mayTakeAction('fulfilment', 'customers', 'export')).toBe(true);
  expect(mayTakeAction('fulfilment', 'customers', 'erase')).toBe(false);
  expect(mayTakeAction('admin', 'customers', 'erase')).toBe(true);
  expect(mayTakeAction('merchandiser', 'customers', 'export')).toBe(false);
  expect(actionRefusal('customers', 'erase', 'fulfilment')).toBe('Only an admin may erase in Customers; you are signed in as fulfilment.');
});
