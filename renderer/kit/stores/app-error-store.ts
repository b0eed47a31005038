import { create } from 'zustand';

export interface AppError {
  statusCode: number;
  message: string;
}

interface AppErrorState {
  error: AppError | null;
  setError(error: AppError): void;
  clearError(): void;
}

/** An app-level error replaces the page with the error page until it is cleared. */
export const useAppErrorStore = create<AppErrorState>((set) => ({
  error: null,
  setError: (error) => set({ error }),
  clearError: () => set({ error: null }),
}));
