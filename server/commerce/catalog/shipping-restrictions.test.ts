import { describe, expect, test } from 'vitest';
import { cannotShipTo } from './shipping-restrictions.ts';

describe('shipping restrictions', () => {
  const ebike = { discipline: 'electric', name: 'Volta Trail E Pro' };
  const battery = { discipline: null, name: 'Voltaire 500 Wh battery' };
  const helmet = { discipline: null, name: 'Aries helmet' };
  const roadBike = { discipline: 'road', name: 'Endurance SL Pro' };

  test('e-bikes and their batteries do not go to the restricted destinations', () => {
    expect(cannotShipTo(ebike, 'US')).toBe(true);
    expect(cannotShipTo(battery, 'JP')).toBe(true);
  });

  test('they go to the UK and the EU, and everything else goes everywhere', () => {
    expect(cannotShipTo(ebike, 'GB')).toBe(false);
    expect(cannotShipTo(battery, 'DE')).toBe(false);
    expect(cannotShipTo(helmet, 'US')).toBe(false);
    expect(cannotShipTo(roadBike, 'JP')).toBe(false);
  });

  test('without a country nothing is restricted', () => {
    expect(cannotShipTo(ebike, undefined)).toBe(false);
  });
});
