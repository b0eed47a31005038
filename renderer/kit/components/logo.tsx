/** The store's wordmark: a chainring and the name. Its size is fixed so nothing moves while styles load. */
export function Logo({ siteName, tone = 'dark' }: { siteName: string; tone?: 'dark' | 'light' }) {
  return (
    <span className={`logo logo--${tone}`}>
      <svg className="logo__mark" viewBox="0 0 32 32" width="30" height="30" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="13" fill="none" stroke="currentColor" strokeWidth="3" />
        <circle cx="16" cy="16" r="5" fill="currentColor" />
        <path
          d="M16 3v6M16 23v6M3 16h6M23 16h6M6.8 6.8l4.2 4.2M21 21l4.2 4.2M6.8 25.2l4.2-4.2M21 11l4.2-4.2"
          stroke="currentColor"
          strokeWidth="2.4"
          strokeLinecap="round"
        />
      </svg>
      <span className="logo__text">{siteName}</span>
    </span>
  );
}
