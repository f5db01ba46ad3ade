import type { Translations } from '../strings';

/** String resources of the support feature, in fr and nl. */
export const supportStrings: Translations = {
  'Support.Title': { fr: 'Journal des actions', nl: 'Actielogboek' },
  'Support.Intro': {
    fr: 'Ce journal aide notre service client à revoir ce que vous avez vu. Il ne contient ni mot de passe, ni données de carte, ni adresse e-mail.',
    nl: 'Dit logboek helpt onze klantendienst te zien wat u zag. Het bevat geen wachtwoorden, kaartgegevens of e-mailadressen.',
  },
  'Support.Count': { fr: 'Actions enregistrées\u00a0: {0}', nl: 'Opgenomen acties: {0}' },
  'Support.Download': { fr: 'Télécharger le journal', nl: 'Logboek downloaden' },
  'Support.Clear': { fr: 'Effacer le journal', nl: 'Logboek wissen' },
  'Support.Close': { fr: 'Fermer le journal des actions', nl: 'Actielogboek sluiten' },
  'Support.Downloaded': { fr: 'Le journal a été téléchargé.', nl: 'Het logboek is gedownload.' },
  'Support.Cleared': { fr: 'Le journal a été effacé.', nl: 'Het logboek is gewist.' },
};
