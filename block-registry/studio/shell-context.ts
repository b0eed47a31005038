import { createContext, useContext } from 'react';

/** True inside the back office's shell, which already shows the studio bar and who is signed in. */
export const StudioShellContext = createContext(false);

export function useInStudioShell(): boolean {
  return useContext(StudioShellContext);
}
