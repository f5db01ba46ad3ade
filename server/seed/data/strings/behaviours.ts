import type { Translations } from '../strings';

/** String resources of the site-wide behaviours (features/site), in fr and nl. */
export const behavioursStrings: Translations = {
  // {0}: the nav entry's title; read by screen readers on the caret that opens its sub-pages.
  'Site.ShowSubmenu': { fr: 'Afficher les pages « {0} »', nl: 'Pagina’s van ‘{0}’ tonen' },
  // First link of a dropdown on small screens: the entry's own page.
  'Site.Overview': { fr: 'Vue d’ensemble', nl: 'Overzicht' },
};
