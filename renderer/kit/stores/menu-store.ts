import { create } from 'zustand';

interface MenuState {
  cartOpen: boolean;
  mobileMenuOpen: boolean;
  /** The one open main-menu entry; toggling it again closes it. */
  activeEntryId: string | null;
  toggleCart(open?: boolean): void;
  toggleMobileMenu(open?: boolean): void;
  toggleEntry(id: string): void;
  closeAll(): void;
}

export const useMenuStore = create<MenuState>((set) => ({
  cartOpen: false,
  mobileMenuOpen: false,
  activeEntryId: null,
  toggleCart: (open) => set((s) => ({ cartOpen: open ?? !s.cartOpen, activeEntryId: null })),
  toggleMobileMenu: (open) => set((s) => ({ mobileMenuOpen: open ?? !s.mobileMenuOpen, activeEntryId: null })),
  toggleEntry: (id) => set((s) => ({ activeEntryId: s.activeEntryId === id ? null : id })),
  closeAll: () => set({ cartOpen: false, mobileMenuOpen: false, activeEntryId: null }),
}));

/** The spec's body rule: `menu-open` while the cart or the mobile menu is open. */
export function bodyHasMenuOpen(state: Pick<MenuState, 'cartOpen' | 'mobileMenuOpen'>): boolean {
  return state.cartOpen || state.mobileMenuOpen;
}
