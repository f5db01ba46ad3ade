import type { Translations } from '../strings';

/** News widgets and pages in the client (issue 19, features/news), fr and nl. */
export const newsUiStrings: Translations = {
  // 001 §8 "News widget failure": the inline Core.Error alert's button.
  'News.Ui.Retry': { fr: 'Réessayer', nl: 'Opnieuw proberen' },
  'News.Ui.Loading': { fr: 'Chargement des actualités…', nl: 'Nieuws wordt geladen…' },
  'News.Ui.None': { fr: 'Aucune actualité pour le moment.', nl: 'Voorlopig geen nieuws.' },
  'News.Ui.More': { fr: 'Plus d’actualités', nl: 'Meer nieuws' },
  'News.Ui.Shown': { fr: '{0} actualités affichées sur {1}', nl: '{0} van {1} berichten getoond' },
  'News.Ui.PageOf': { fr: 'Page {0} sur {1}', nl: 'Pagina {0} van {1}' },
  'News.Ui.Pages': { fr: 'Pages des actualités', nl: 'Pagina’s van het nieuws' },
  'News.Ui.PreviousPage': { fr: 'Page précédente', nl: 'Vorige pagina' },
  'News.Ui.NextPage': { fr: 'Page suivante', nl: 'Volgende pagina' },
  // Blog
  'News.Ui.Newer': { fr: 'Plus récentes', nl: 'Recenter' },
  'News.Ui.Older': { fr: 'Plus anciennes', nl: 'Ouder' },
  // Ticker
  'News.Ui.Ticker': { fr: 'fil d’actualités', nl: 'nieuwsticker' },
  'News.Ui.Headlines': { fr: 'Les dernières actualités', nl: 'Het laatste nieuws' },
  'News.Ui.Pause': { fr: 'Pause', nl: 'Pauzeren' },
  'News.Ui.Play': { fr: 'Lecture', nl: 'Afspelen' },
  'News.Ui.PreviousHeadline': { fr: 'Titre précédent', nl: 'Vorige titel' },
  'News.Ui.NextHeadline': { fr: 'Titre suivant', nl: 'Volgende titel' },
  // Slider
  'News.Ui.SliderPrevious': { fr: 'Actualités précédentes', nl: 'Vorige berichten' },
  'News.Ui.SliderNext': { fr: 'Actualités suivantes', nl: 'Volgende berichten' },
  // Calendar
  'News.Ui.Calendar': { fr: 'Calendrier', nl: 'Kalender' },
  'News.Ui.Month': { fr: 'Mois', nl: 'Maand' },
  'News.Ui.Year': { fr: 'Année', nl: 'Jaar' },
  'News.Ui.PreviousMonth': { fr: 'Mois précédent', nl: 'Vorige maand' },
  'News.Ui.NextMonth': { fr: 'Mois suivant', nl: 'Volgende maand' },
  'News.Ui.DayOnePost': { fr: '{0}, 1 actualité', nl: '{0}, 1 bericht' },
  'News.Ui.DayPosts': { fr: '{0}, {1} actualités', nl: '{0}, {1} berichten' },
  'News.Ui.PostsOfDay': { fr: 'Actualités du {0}', nl: 'Nieuws van {0}' },
  'News.Ui.PostsOfMonth': { fr: 'Actualités de {0}', nl: 'Nieuws van {0}' },
  'News.Ui.NoneThisMonth': {
    fr: 'Aucune actualité ce mois-ci.',
    nl: 'Geen nieuws deze maand.',
  },
  'News.Ui.WholeMonth': { fr: 'Voir tout le mois', nl: 'Toon de hele maand' },
  // The news page and a post's page
  'News.Ui.Category': { fr: 'Catégorie', nl: 'Categorie' },
  'News.Ui.AllCategories': { fr: 'Toutes les catégories', nl: 'Alle categorieën' },
  'News.Ui.UnknownCategory': {
    fr: 'Cette catégorie d’actualités n’existe pas : toutes les actualités sont affichées.',
    nl: 'Deze nieuwscategorie bestaat niet: al het nieuws wordt getoond.',
  },
  'News.Ui.BackToList': { fr: 'Toutes les actualités', nl: 'Al het nieuws' },
  'News.Ui.Enlarge': { fr: 'Agrandir l’image : {0}', nl: 'Afbeelding vergroten: {0}' },
  'News.Ui.Related': { fr: 'À lire aussi', nl: 'Lees ook' },
};
