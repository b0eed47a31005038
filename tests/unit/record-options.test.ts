import { describe, expect, test } from 'vitest';
import { cartItem } from '../../server/cli/record-in-browser.ts';
import { DEMO_PASSWORD, listedRecordings, recordOptions } from '../../server/cli/record-page.ts';

const SERVER = 'http://localhost:3000';

describe('pages:record options', () => {
  test('a signed-in recording with a cart and the cart open', () => {
    expect(
      recordOptions(
        ['/checkout/', '--customer', 'demo@northvale.test', '--add-to-cart', 'RIDGEWAY-GR-PRO+size/m', '--open', 'cart', '--name', 'checkout'],
        SERVER,
      ),
    ).toEqual({
      target: '/checkout/',
      server: SERVER,
      name: 'checkout',
      customer: { email: 'demo@northvale.test', password: DEMO_PASSWORD },
      addToCart: ['RIDGEWAY-GR-PRO+size/m'],
      open: 'cart',
    });
  });

  test('mistakes are explained: an unknown option, a menu that cannot be opened, no page', () => {
    expect(recordOptions(['/blog/', '--nmae', 'x'], SERVER)).toBe(
      'Unknown option --nmae; the options are --name, --server, --customer, --password, --add-to-cart, --open, --list.',
    );
    expect(recordOptions(['/blog/', '--open', 'menu'], SERVER)).toBe('--open menu: only the cart can be opened (--open cart).');
    expect(recordOptions(['--name', 'x'], SERVER)).toContain('Which page?');
  });

  test('a list file has one recording a line; comments and blank lines are skipped', () => {
    expect(listedRecordings('# QA pages\n\n/ --name home\n  /de/  # German home\n')).toEqual([['/', '--name', 'home'], ['/de/']]);
  });

  test('a product to put in the cart may carry its chosen options', () => {
    expect(cartItem('RIDGEWAY-GR-PRO+size/m')).toEqual({ sku: 'RIDGEWAY-GR-PRO', quantity: 1, selected_options: ['size/m'] });
    expect(cartItem('NV-1030')).toEqual({ sku: 'NV-1030', quantity: 1 });
  });
});
