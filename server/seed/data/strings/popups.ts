import type { Translations } from '../strings';

/** Issue 19: the popup banner and popup modal, and the lightbox gallery. */
export const popupsStrings: Translations = {
  // The popup modal and popup banner (features/popups).
  'Popups.Close': { fr: 'Fermer', nl: 'Sluiten' },
  'Popups.DefaultTitle': { fr: 'Information', nl: 'Informatie' },
  'Popups.BannerLabel': { fr: 'Annonce', nl: 'Mededeling' },
  'Popups.CloseBanner': { fr: 'Masquer l’annonce', nl: 'Mededeling verbergen' },
  // The product page's main picture, a button that opens the lightbox. A `Catalog.` key: the
  // server's first document names it too (request.t translates that family).
  'Catalog.Product.EnlargePhoto': { fr: 'Agrandir la photo', nl: 'Foto vergroten' },
  // The lightbox's controls (base/ui/lightbox), in place of the library's English names.
  'Lightbox.Previous': { fr: 'Photo précédente', nl: 'Vorige foto' },
  'Lightbox.Next': { fr: 'Photo suivante', nl: 'Volgende foto' },
  'Lightbox.Close': { fr: 'Fermer', nl: 'Sluiten' },
  'Lightbox.Dialog': { fr: 'Visionneuse de photos', nl: 'Fotoviewer' },
  'Lightbox.Carousel': { fr: 'carrousel', nl: 'carrousel' },
  'Lightbox.Slide': { fr: 'photo', nl: 'foto' },
  'Lightbox.PhotoGallery': { fr: 'Galerie de photos', nl: 'Fotogalerij' },
  'Lightbox.SlideOf': { fr: '{0} sur {1}', nl: '{0} van {1}' },
  'Lightbox.ZoomIn': { fr: 'Zoom avant', nl: 'Inzoomen' },
  'Lightbox.ZoomOut': { fr: 'Zoom arrière', nl: 'Uitzoomen' },
  'Lightbox.Play': { fr: 'Lancer le diaporama', nl: 'Diavoorstelling starten' },
  'Lightbox.Pause': { fr: 'Mettre le diaporama en pause', nl: 'Diavoorstelling pauzeren' },
  'Lightbox.Caption': { fr: 'légende', nl: 'bijschrift' },
  'Lightbox.ShowCaptions': { fr: 'Afficher les légendes', nl: 'Bijschriften tonen' },
  'Lightbox.HideCaptions': { fr: 'Masquer les légendes', nl: 'Bijschriften verbergen' },
};
