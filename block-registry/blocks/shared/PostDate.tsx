import { usePageContext } from '../../../renderer/kit/hooks/page-context.ts';
import { intlLocale } from '../../../domain/locale.ts';

const FORMATS = {
  en: new Intl.DateTimeFormat(intlLocale('en'), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' }),
  de: new Intl.DateTimeFormat(intlLocale('de'), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' }),
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
