import type { Translations } from '../strings';

/** String resources of the consent feature, in fr and nl. */
export const consentStrings: Translations = {
  'Consent.Title': { fr: 'Vos cookies, votre choix', nl: 'Uw cookies, uw keuze' },
  'Consent.Intro': {
    fr: 'Nous utilisons des cookies pour retenir vos préférences, mesurer l’audience et vous montrer des publicités adaptées.',
    nl: 'We gebruiken cookies om uw voorkeuren te onthouden, het bezoek te meten en u gepaste advertenties te tonen.',
  },
  'Consent.AcceptAll': { fr: 'Tout accepter', nl: 'Alles aanvaarden' },
  'Consent.DeclineAll': { fr: 'Tout refuser', nl: 'Alles weigeren' },
  'Consent.Customize': { fr: 'Personnaliser', nl: 'Aanpassen' },
  'Consent.Save': { fr: 'Enregistrer mon choix', nl: 'Mijn keuze opslaan' },
  'Consent.Manage': { fr: 'Gérer les cookies', nl: 'Cookies beheren' },
  'Consent.PreferencesTitle': { fr: 'Préférences de cookies', nl: 'Cookievoorkeuren' },
  'Consent.PreferencesIntro': {
    fr: 'Les cookies indispensables au fonctionnement du site (panier, session) sont toujours actifs. Choisissez les autres :',
    nl: 'Cookies die nodig zijn voor de werking van de site (winkelmandje, sessie) zijn altijd actief. Kies de andere:',
  },
  'Consent.Preferences': { fr: 'Préférences', nl: 'Voorkeuren' },
  'Consent.PreferencesDescription': {
    fr: 'Retiennent vos choix, comme l’affichage des listes ou la devise.',
    nl: 'Onthouden uw keuzes, zoals de weergave van lijsten of de munteenheid.',
  },
  'Consent.Statistics': { fr: 'Statistiques', nl: 'Statistieken' },
  'Consent.StatisticsDescription': {
    fr: 'Nous aident à comprendre, de façon anonyme, comment le site est utilisé.',
    nl: 'Helpen ons anoniem te begrijpen hoe de site wordt gebruikt.',
  },
  'Consent.Marketing': { fr: 'Marketing', nl: 'Marketing' },
  'Consent.MarketingDescription': {
    fr: 'Permettent de vous proposer des publicités adaptées sur d’autres sites.',
    nl: 'Maken het mogelijk u gepaste advertenties op andere sites te tonen.',
  },
  'Consent.StatusNoChoice': {
    fr: 'Vous n’avez pas encore fait de choix concernant les cookies.',
    nl: 'U hebt nog geen keuze gemaakt over cookies.',
  },
  'Consent.StatusAcceptedAll': {
    fr: 'Vous avez accepté tous les cookies.',
    nl: 'U hebt alle cookies aanvaard.',
  },
  'Consent.StatusDeclinedAll': {
    fr: 'Vous avez refusé tous les cookies facultatifs.',
    nl: 'U hebt alle optionele cookies geweigerd.',
  },
  'Consent.StatusCustom': {
    fr: 'Vous avez accepté ces cookies : {0}.',
    nl: 'U hebt deze cookies aanvaard: {0}.',
  },
};
