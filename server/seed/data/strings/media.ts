import type { Translations } from '../strings';

/** Issue 19: banner slider, video banners and modals, consent-gated embeds, social share, countdown. */
export const mediaStrings: Translations = {
  'Media.Banner.Carousel': { fr: 'carrousel', nl: 'carrousel' },
  'Media.Banner.DefaultLabel': { fr: 'Nos actualités', nl: 'Onze actualiteit' },
  'Media.Banner.Previous': { fr: 'Bannière précédente', nl: 'Vorige banner' },
  'Media.Banner.Next': { fr: 'Bannière suivante', nl: 'Volgende banner' },
  'Media.Banner.GoTo': { fr: 'Bannière {0} sur {1}', nl: 'Banner {0} van {1}' },
  'Media.Banner.Position': { fr: 'Bannière {0} sur {1}', nl: 'Banner {0} van {1}' },
  'Media.Banner.Pause': { fr: 'Mettre en pause', nl: 'Pauzeren' },
  'Media.Banner.Play': { fr: 'Reprendre le défilement', nl: 'Verder afspelen' },
  'Media.Video.Watch': { fr: 'Voir la vidéo', nl: 'Video bekijken' },
  'Media.Video.DefaultTitle': { fr: 'Vidéo', nl: 'Video' },
  'Media.Video.Loading': { fr: 'Chargement de la vidéo…', nl: 'De video wordt geladen…' },
  'Media.Video.Unreachable': {
    fr: 'Le service vidéo {0} ne répond pas pour le moment. Réessayez plus tard ou regardez la vidéo sur son site.',
    nl: 'De videodienst {0} antwoordt momenteel niet. Probeer het later opnieuw of bekijk de video op zijn site.',
  },
  'Media.Video.WatchOn': { fr: 'Voir la vidéo sur {0}', nl: 'De video bekijken op {0}' },
  'Media.Video.BadMarker': {
    fr: 'Cette vidéo est mal configurée et ne peut pas être affichée.',
    nl: 'Deze video is verkeerd ingesteld en kan niet worden getoond.',
  },
  'Media.Consent.VideoNotice': {
    fr: 'Cette vidéo est hébergée par {0}, qui dépose des cookies marketing. Elle ne se charge qu’avec votre accord.',
    nl: 'Deze video wordt gehost door {0}, dat marketingcookies plaatst. Ze wordt alleen met uw toestemming geladen.',
  },
  'Media.Consent.CountNotice': {
    fr: 'Le compteur de partages vient de {0}, qui dépose des cookies marketing.',
    nl: 'De deelteller komt van {0}, dat marketingcookies plaatst.',
  },
  'Media.Consent.LoadAnyway': { fr: 'Charger quand même', nl: 'Toch laden' },
  'Media.Consent.ManageCookies': { fr: 'Gérer les cookies', nl: 'Cookies beheren' },
  'Media.Share.Title': { fr: 'Partager cette page', nl: 'Deze pagina delen' },
  'Media.Share.Via': { fr: 'Partager sur {0}', nl: 'Delen via {0}' },
  'Media.Share.CopyLink': { fr: 'Copier le lien', nl: 'Link kopiëren' },
  'Media.Share.Copied': {
    fr: 'Le lien a été copié dans le presse-papiers.',
    nl: 'De link is naar het klembord gekopieerd.',
  },
  'Media.Share.CopyFailed': {
    fr: 'Le lien n’a pas pu être copié. Copiez-le ici : {0}',
    nl: 'De link kon niet worden gekopieerd. Kopieer hem hier: {0}',
  },
  'Media.Share.Count': { fr: '{0} : {1} partages', nl: '{0}: {1} keer gedeeld' },
  'Media.Countdown.Days': { fr: 'jours', nl: 'dagen' },
  'Media.Countdown.Hours': { fr: 'heures', nl: 'uren' },
  'Media.Countdown.Minutes': { fr: 'minutes', nl: 'minuten' },
  'Media.Countdown.Seconds': { fr: 'secondes', nl: 'seconden' },
  'Media.Countdown.Left': {
    fr: 'Il reste {0} jours, {1} heures et {2} minutes.',
    nl: 'Nog {0} dagen, {1} uur en {2} minuten.',
  },
  'Media.Countdown.Ended': { fr: 'Cette offre est terminée.', nl: 'Deze aanbieding is afgelopen.' },
  'Media.Countdown.BadDate': {
    fr: 'Ce compte à rebours est mal configuré : sa date de fin est absente ou invalide.',
    nl: 'Dit aftelklokje is verkeerd ingesteld: de einddatum ontbreekt of is ongeldig.',
  },
};
