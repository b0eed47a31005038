import { create } from 'zustand';

interface AuthState {
  /** The visible error text of the last sign-in, registration or reset call (spec section 8). */
  error: string | null;
  setError(error: string | null): void;
  clearError(): void;
}

export const useAuthStore = create<AuthState>((set) => ({
  error: null,
  setError: (error) => set({ error }),
  clearError: () => set({ error: null }),
}));
