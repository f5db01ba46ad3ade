import type { Translations } from '../strings';

/** Issue 18: assets strings (fr and nl). */
export const assetsStrings: Translations = {
  // Issue 18, helper W: the asset widgets and the document library (client texts).
  'Assets.Widget.FileLabel': { fr: 'Fichier', nl: 'Bestand' },
  'Assets.Widget.ImageLabel': { fr: 'Image', nl: 'Afbeelding' },
  'Assets.Widget.FilesLabel': { fr: 'Fichiers', nl: 'Bestanden' },
  'Assets.Widget.ChooseFile': { fr: 'Choisir un fichier', nl: 'Kies een bestand' },
  'Assets.Widget.ChooseFiles': { fr: 'Choisir des fichiers', nl: 'Kies bestanden' },
  'Assets.Widget.DropHere': {
    fr: 'ou déposez-les ici.',
    nl: 'of sleep ze hierheen.',
  },
  'Assets.Widget.Uploading': { fr: 'Envoi de « {0} »', nl: 'Verzenden van ‘{0}’' },
  'Assets.Widget.UploadedBytes': { fr: '{0} envoyés sur {1}', nl: '{0} van {1} verzonden' },
  'Assets.Widget.ListLabel': { fr: 'Fichiers ajoutés : {0}', nl: 'Toegevoegde bestanden: {0}' },
  'Assets.Widget.RequiredCheck': {
    fr: '{0} : au moins un fichier est obligatoire',
    nl: '{0}: minstens één bestand is verplicht',
  },
  'Assets.Widget.MaxFiles': {
    fr: 'Vous pouvez ajouter au plus {0} fichiers.',
    nl: 'U kunt hoogstens {0} bestanden toevoegen.',
  },
  'Assets.Widget.Accept': {
    fr: '« {0} » n’est pas d’un type accepté. Types acceptés : {1}.',
    nl: '‘{0}’ is geen aanvaard bestandstype. Aanvaarde types: {1}.',
  },
  'Assets.Widget.MaxSize': {
    fr: '« {0} » est trop volumineux. Taille maximale : {1}.',
    nl: '‘{0}’ is te groot. Maximale grootte: {1}.',
  },
  'Assets.Widget.MinimumSize': {
    fr: 'L’image est trop petite. Taille minimale : {0} x {1} px',
    nl: 'De afbeelding is te klein. Minimale grootte: {0} x {1} px',
  },
  'Assets.Widget.NotAnImage': {
    fr: 'Veuillez envoyer une image correcte (JPEG, PNG, GIF ou WebP).',
    nl: 'Stuur een correcte afbeelding (JPEG, PNG, GIF of WebP).',
  },
  'Assets.Widget.OneFile': {
    fr: 'Choisissez un seul fichier.',
    nl: 'Kies één bestand.',
  },
  'Assets.Widget.WrongKind': {
    fr: 'Veuillez choisir un fichier correct.',
    nl: 'Kies een correct bestand.',
  },
  'Assets.Widget.CropTitle': { fr: 'Recadrer l’image', nl: 'Afbeelding bijsnijden' },
  'Assets.Widget.CropHelp': {
    fr: 'Choisissez la partie de l’image à garder ({0} x {1} px).',
    nl: 'Kies het deel van de afbeelding dat u wilt houden ({0} x {1} px).',
  },
  'Assets.Widget.CropOk': { fr: 'Recadrer', nl: 'Bijsnijden' },
  'Assets.Widget.ImageCropped': { fr: 'Image recadrée', nl: 'Afbeelding bijgesneden' },
  'Assets.Widget.RotateLeft': { fr: 'Tourner à gauche', nl: 'Naar links draaien' },
  'Assets.Widget.RotateRight': { fr: 'Tourner à droite', nl: 'Naar rechts draaien' },
  'Assets.Widget.MoveUp': { fr: 'Monter', nl: 'Omhoog' },
  'Assets.Widget.MoveDown': { fr: 'Descendre', nl: 'Omlaag' },
  'Assets.Widget.EditName': { fr: 'Modifier le nom', nl: 'Naam wijzigen' },
  'Assets.Widget.NameLabel': { fr: 'Nom du fichier', nl: 'Naam van het bestand' },
  'Assets.Widget.NameRequired': { fr: 'Indiquez un nom.', nl: 'Geef een naam op.' },
  'Assets.Widget.SaveName': { fr: 'Enregistrer', nl: 'Opslaan' },
  'Assets.Widget.NameChanged': { fr: 'Nom modifié', nl: 'Naam gewijzigd' },
  'Assets.Widget.Delete': { fr: 'Supprimer', nl: 'Verwijderen' },
  'Assets.Widget.DeleteConfirm': {
    fr: 'Supprimer « {0} » ?',
    nl: '‘{0}’ verwijderen?',
  },
  'Assets.Widget.WidgetError': {
    fr: 'Cet élément ne peut pas s’afficher.',
    nl: 'Dit onderdeel kan niet worden getoond.',
  },
  'Assets.Widget.LibraryTitle': { fr: 'Documents', nl: 'Documenten' },
  'Assets.Widget.FolderTree': { fr: 'Dossiers', nl: 'Mappen' },
  'Assets.Widget.OpenFolder': { fr: 'Ouvrir le dossier {0}', nl: 'Map {0} openen' },
  'Assets.Widget.CloseFolder': { fr: 'Fermer le dossier {0}', nl: 'Map {0} sluiten' },
  'Assets.Widget.FolderNotFound': {
    fr: 'Ce dossier n’existe pas.',
    nl: 'Deze map bestaat niet.',
  },
  'Assets.Widget.EmptyFolder': {
    fr: 'Ce dossier ne contient aucun document.',
    nl: 'Deze map bevat geen documenten.',
  },
};
