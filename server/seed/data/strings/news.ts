import type { Translations } from '../strings';

/** News (issue 19): the server's news messages (M3, M4, the news pages and their pictures). */
export const newsStrings: Translations = {
  'News.BadDate': {
    fr: 'Cette date n’existe pas : indiquez un jour réel, au format année-mois-jour.',
    nl: 'Deze datum bestaat niet: geef een echte dag op, in de vorm jaar-maand-dag.',
  },
  'News.PostNotFound': {
    fr: 'Cet article n’existe pas ou n’est plus publié.',
    nl: 'Dit artikel bestaat niet of is niet meer gepubliceerd.',
  },
  'News.PictureNotFound': {
    fr: 'Cette image n’existe pas.',
    nl: 'Deze afbeelding bestaat niet.',
  },
  'News.PageTitle': { fr: 'Actualités', nl: 'Nieuws' },
  'News.PageDescription': {
    fr: 'Nouveautés, conseils, coulisses de l’atelier, ateliers et salons : toute l’actualité de la boutique.',
    nl: 'Nieuwigheden, tips, een kijkje achter de schermen, workshops en beurzen: al het nieuws van de winkel.',
  },
  'News.Nav': { fr: 'Actualités', nl: 'Nieuws' },
};
