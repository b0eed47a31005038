import { usePageContext } from '../../../renderer/kit/hooks/page-context.ts';

const FORMATS = {
  en: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' }),
  de: new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' }),
};

/** A publication date in the page's language; the time zone is fixed so server and browser agree. */
export function PostDate({ iso, className }: { iso: string; className?: string }) {
  const { locale } = usePageContext();
  return (
    <time className={className} dateTime={iso}>
      {FORMATS[locale].format(new Date(iso))}
    </time>
  );
}
