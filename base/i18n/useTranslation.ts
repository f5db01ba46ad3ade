import { useContext, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useGetStringResourcesQuery } from '@api/localization';
import { runtimeConfig } from '@base/runtimeConfig';
import { CultureContext } from './cultureContext';
import { createTranslator, type Translate } from './translate';

/** The route's :culture, or the one a root outside the router was given (CultureContext). */
export function useCulture(): string {
  const provided = useContext(CultureContext);
  const { culture = provided } = useParams();
  const config = runtimeConfig();
  return culture && config.cultures.includes(culture) ? culture : config.defaultCulture;
}

/** t() for the current culture; the strings were loaded before the first render. */
export function useTranslation(): { t: Translate; culture: string } {
  const culture = useCulture();
  const { data } = useGetStringResourcesQuery(culture);
  const t = useMemo(() => createTranslator(data), [data]);
  return { t, culture };
}
