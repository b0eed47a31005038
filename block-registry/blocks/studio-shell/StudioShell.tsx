import type { StudioShellProps } from '../../../schemas/generated/index.ts';
import { signOut } from '../../studio/session.ts';
import { StudioShellContext } from '../../studio/shell-context.ts';
import type { BlockComponentProps } from '../../types.ts';
import { SmartLink } from '../../../renderer/kit/components/smart-link.tsx';

/** The back office's frame: studio bar, the areas of the staff member's role, and the page inside. */
export function StudioShell({ title, areas, staff, breadcrumb, children }: BlockComponentProps<StudioShellProps>) {
  return (
    <div className="studio studio-shell">
      <header className="studio-shell__bar">
        <a className="studio__home" href="/studio/">
          Studio
        </a>
        <nav className="studio-shell__nav" aria-label="Back office">
          <ul>
            {areas.map((area) => (
              <li key={area.area}>
                <SmartLink href={area.href} className="studio-shell__link" aria-current={area.current ? 'page' : undefined}>
                  {area.label}
                </SmartLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="studio__who">
          <span>
            {staff.name} <span className="studio__role">({staff.role})</span>
          </span>
          <button type="button" className="button button--secondary studio__small" onClick={() => void signOut()}>
            Sign out
          </button>
        </div>
      </header>
      <div className="studio-shell__main">
        {breadcrumb ? (
          <p className="studio-shell__crumb">
            <SmartLink href={breadcrumb.href}>← {breadcrumb.label}</SmartLink>
          </p>
        ) : null}
        <h1 className="studio-shell__title">{title}</h1>
        <StudioShellContext.Provider value={true}>{children}</StudioShellContext.Provider>
      </div>
    </div>
  );
}
