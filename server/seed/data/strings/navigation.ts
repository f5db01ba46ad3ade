import type { Translations } from '../strings';

/** String resources of in-place page loading, in fr and nl. */
export const navigationStrings: Translations = {
  'Navigation.PageUnavailable': {
    fr: 'Cette page n’a pas pu être chargée.',
    nl: 'Deze pagina kon niet worden geladen.',
  },
  'Navigation.TryAgain': { fr: 'Réessayer', nl: 'Opnieuw proberen' },
  'Navigation.ModalLoading': { fr: 'Chargement du contenu…', nl: 'Inhoud wordt geladen…' },
};
