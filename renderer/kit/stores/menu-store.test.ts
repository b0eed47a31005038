import { beforeEach, expect, test } from 'vitest';
import { bodyHasMenuOpen, useMenuStore } from './menu-store.ts';

beforeEach(() => useMenuStore.getState().closeAll());

test('opening the cart or the mobile menu puts menu-open on the body', () => {
  useMenuStore.getState().toggleCart();
  expect(bodyHasMenuOpen(useMenuStore.getState())).toBe(true);
  useMenuStore.getState().toggleCart();
  expect(bodyHasMenuOpen(useMenuStore.getState())).toBe(false);
});

test('menu-open stays while the mobile menu is open even after the cart closes', () => {
  useMenuStore.getState().toggleMobileMenu(true);
  useMenuStore.getState().toggleCart(true);
  useMenuStore.getState().toggleCart(false);
  expect(bodyHasMenuOpen(useMenuStore.getState())).toBe(true);
});

test('only one menu entry is active at a time and toggling it again closes it', () => {
  const { toggleEntry } = useMenuStore.getState();
  toggleEntry('bikes');
  toggleEntry('components');
  expect(useMenuStore.getState().activeEntryId).toBe('components');
  toggleEntry('components');
  expect(useMenuStore.getState().activeEntryId).toBeNull();
});
