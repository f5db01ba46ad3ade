import type { Translations } from '../strings';

/** Issue 18: the CMS forms (widget, server refusals, the shop's mail) and the form widgets. */
export const cmsFormsStrings: Translations = {
  // Server answers.
  'CmsForms.NotFound': {
    fr: 'Ce formulaire est introuvable.',
    nl: 'Dit formulier werd niet gevonden.',
  },
  'CmsForms.Thanks': {
    fr: 'Merci, votre message a bien été envoyé. Nous vous répondrons au plus vite.',
    nl: 'Bedankt, uw bericht werd verzonden. We antwoorden u zo snel mogelijk.',
  },
  'CmsForms.UnknownField': {
    fr: 'Ce champ ne fait pas partie du formulaire.',
    nl: 'Dit veld hoort niet bij het formulier.',
  },
  'CmsForms.InvalidValue': {
    fr: 'Cette valeur n’est pas valide pour ce champ.',
    nl: 'Deze waarde is ongeldig voor dit veld.',
  },
  'CmsForms.NotAnOption': {
    fr: 'Choisissez une des options proposées.',
    nl: 'Kies een van de voorgestelde opties.',
  },
  'CmsForms.FileUnknown': {
    fr: 'Ce fichier n’est plus disponible : envoyez-le à nouveau.',
    nl: 'Dit bestand is niet meer beschikbaar: laad het opnieuw op.',
  },
  'CmsForms.Yes': { fr: 'Oui', nl: 'Ja' },
  'CmsForms.No': { fr: 'Non', nl: 'Nee' },

  // The widget.
  'CmsForms.Send': { fr: 'Envoyer', nl: 'Verzenden' },
  'CmsForms.Sending': { fr: 'Envoi…', nl: 'Bezig met verzenden…' },
  'CmsForms.Loading': { fr: 'Chargement du formulaire…', nl: 'Formulier wordt geladen…' },
  'CmsForms.LoadError': {
    fr: 'Ce formulaire ne peut pas être affiché pour le moment.',
    nl: 'Dit formulier kan momenteel niet worden weergegeven.',
  },
  'CmsForms.Honeypot': {
    fr: 'Ne remplissez pas ce champ',
    nl: 'Vul dit veld niet in',
  },
  'CmsForms.Choose': { fr: 'Choisissez…', nl: 'Kies…' },
  'CmsForms.SendFailed': {
    fr: 'Votre message n’a pas pu être envoyé. Réessayez dans quelques minutes.',
    nl: 'Uw bericht kon niet worden verzonden. Probeer het over enkele minuten opnieuw.',
  },
  'CmsForms.FixErrors': {
    fr: 'Corrigez les champs indiqués.',
    nl: 'Verbeter de aangeduide velden.',
  },

  // Enhanced select, date picker, fake select (base/forms/widgets).
  'Widgets.Select.NoOptions': { fr: 'Aucun choix', nl: 'Geen keuzes' },
  'Widgets.Select.Placeholder': { fr: 'Choisissez ou tapez…', nl: 'Kies of typ…' },
  'Widgets.Select.GuidanceMenu': {
    fr: 'Flèches haut et bas pour parcourir la liste, Entrée pour choisir, Échap pour la fermer.',
    nl: 'Pijltjes omhoog en omlaag om door de lijst te gaan, Enter om te kiezen, Escape om ze te sluiten.',
  },
  'Widgets.Select.GuidanceSearch': {
    fr: 'Tapez pour filtrer la liste, flèche bas pour l’ouvrir.',
    nl: 'Typ om de lijst te filteren, pijltje omlaag om ze te openen.',
  },
  'Widgets.Select.GuidanceOpen': {
    fr: 'Flèche bas pour ouvrir la liste.',
    nl: 'Pijltje omlaag om de lijst te openen.',
  },
  'Widgets.Select.Chosen': { fr: '{0} choisi.', nl: '{0} gekozen.' },
  'Widgets.Select.Cleared': { fr: 'Choix effacé.', nl: 'Keuze gewist.' },
  'Widgets.Select.Place': { fr: '{0} sur {1}', nl: '{0} van {1}' },
  'Widgets.Select.IsChosen': { fr: 'choisi', nl: 'gekozen' },
  'Widgets.Select.Filtered': { fr: '{0} pour « {1} ».', nl: '{0} voor ‘{1}’.' },
  'Widgets.Select.OneResult': { fr: '1 résultat', nl: '1 resultaat' },
  'Widgets.Select.Results': { fr: '{0} résultats', nl: '{0} resultaten' },
  'Widgets.Date.Open': { fr: 'Choisir une date', nl: 'Kies een datum' },
  'Widgets.Date.Close': { fr: 'Fermer le calendrier', nl: 'Kalender sluiten' },
  'Widgets.Date.Calendar': { fr: 'Calendrier', nl: 'Kalender' },

  // The mail to the shop.
  'Mail.CmsForm.Subject': {
    fr: '{0} : nouveau message sur {1}',
    nl: '{0}: nieuw bericht op {1}',
  },
  'Mail.CmsForm.Heading': { fr: '{0}', nl: '{0}' },
  'Mail.CmsForm.Body': {
    fr: 'Le formulaire « {0} » vient d’être envoyé depuis la boutique.',
    nl: 'Het formulier ‘{0}’ werd net verzonden vanuit de winkel.',
  },
  'Mail.CmsForm.Values': { fr: 'Réponses', nl: 'Antwoorden' },
  'Mail.CmsForm.Field': { fr: 'Champ', nl: 'Veld' },
  'Mail.CmsForm.Value': { fr: 'Réponse', nl: 'Antwoord' },
  'Mail.CmsForm.File': { fr: '{0} : {1}', nl: '{0}: {1}' },
  'Mail.CmsForm.Footer': {
    fr: 'Envoyé par le formulaire de {0}.',
    nl: 'Verzonden via het formulier van {0}.',
  },
};
