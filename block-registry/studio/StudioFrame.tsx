import type { ReactNode } from 'react';
import type { Staff } from './api.ts';
import { signOut } from './session.ts';
import { useInStudioShell } from './shell-context.ts';

/** The studio's own header (who is signed in, sign out) around a studio page. */
export function StudioFrame({ staff, title, children, actions }: { staff?: Staff; title: ReactNode; children: ReactNode; actions?: ReactNode }) {
  // Inside the back office's shell the bar and the signed-in member are shown already.
  if (useInStudioShell()) {
    return (
      <div className="studio-framed">
        {actions ? <div className="studio__actions">{actions}</div> : null}
        {children}
      </div>
    );
  }
  return (
    <div className="studio">
      <header className="studio__bar">
        <a className="studio__home" href="/studio/">
          Studio
        </a>
        <div className="studio__title">{title}</div>
        <div className="studio__actions">{actions}</div>
        <div className="studio__who">
          {staff ? (
            <>
              <span>
                {staff.name} <span className="studio__role">({staff.role})</span>
              </span>
              <button type="button" className="button button--secondary studio__small" onClick={() => void signOut()}>
                Sign out
              </button>
            </>
          ) : (
            <span aria-hidden="true">&nbsp;</span>
          )}
        </div>
      </header>
      {children}
    </div>
  );
}
