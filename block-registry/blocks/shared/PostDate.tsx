import { usePageContext } from '../../../renderer/kit/hooks/page-context.ts';
import { dateTimeFormat, intlLocale } from '../../../domain/locale.ts';

const FORMAT = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' } as const;

/** A publication date in the page's language; the time zone is fixed so server and browser agree. */
export function PostDate({ iso, className }: { iso: string; className?: string }) {
  const { locale } = usePageContext();
  return (
    <time className={className} dateTime={iso}>
      {dateTimeFormat(intlLocale(locale), FORMAT).format(new Date(iso))}
    </time>
  );
}
