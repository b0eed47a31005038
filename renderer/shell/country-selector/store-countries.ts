import useSWR from 'swr';
import { getJson, postJson } from '../../kit/http-client.ts';

/** A country as GET /nuxt/api/store/config gives it, named in the asked language. */
export interface StoreCountry {
  code: string;
  name: string;
  currency: string;
  eswCode: string;
  currencySign: string;
  locale: string;
  icon: string;
}

interface StoreConfigAnswer {
  availableCountries: StoreCountry[];
  nonEswCountries: string[];
  eswEnabled: boolean;
}

/** The available countries, sorted by name in the page's language; fetched only while `wanted`. */
export function useStoreCountries(language: string, wanted: boolean) {
  const { data, error, isLoading, mutate } = useSWR(
    wanted ? `/nuxt/api/store/config?locale=${language}` : null,
    (url: string) => getJson<StoreConfigAnswer>(url),
    {
      revalidateOnFocus: false,
    },
  );
  const collator = new Intl.Collator(language);
  const countries = data ? [...data.availableCountries].sort((a, b) => collator.compare(a.name, b.name)) : undefined;
  return { countries, failed: Boolean(error), loading: isLoading, retry: () => void mutate() };
}

/** Posts the shopper's choice; the server answers with the location cookies set. */
export async function postCountryChoice(countryCode: string): Promise<void> {
  await postJson('/nuxt/api/store/choose-country', { countryCode });
}

/**
 * Loads the page again so every price, the header and the cart follow the new country.
 * A `?country=` in the address would override the choice, so it is dropped.
 */
export function reloadForNewCountry(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('country')) {
    window.location.reload();
    return;
  }
  url.searchParams.delete('country');
  window.location.replace(url.toString());
}
