import type { Translations } from '../strings';

/**
 * Issue 18: the asset library. Server messages (Assets.Server.*, Assets.Upload.*: helper A) and
 * the widgets' texts (Assets.Widget.*: helper W), fr and nl.
 */
export const assetsStrings: Translations = {
  // Upload refusals (S5): nothing is stored when one of these is answered.
  'Assets.Upload.PathInName': {
    fr: 'Le nom de ce fichier contient un chemin (/ ou \\) : renommez-le, puis envoyez-le à nouveau.',
    nl: 'De naam van dit bestand bevat een pad (/ of \\): geef het een andere naam en stuur het opnieuw.',
  },
  'Assets.Upload.WrongKind': {
    fr: 'Ce fichier n’est pas d’un type accepté : images JPEG, PNG, GIF ou WebP, documents PDF, DOCX ou ODT.',
    nl: 'Dit bestand is geen toegelaten type: afbeeldingen in JPEG, PNG, GIF of WebP, documenten in PDF, DOCX of ODT.',
  },
  'Assets.Upload.Svg': {
    fr: 'Les images SVG ne sont pas acceptées (elles peuvent contenir des scripts) : envoyez une image JPEG, PNG, GIF ou WebP.',
    nl: 'SVG-afbeeldingen worden niet aanvaard (ze kunnen scripts bevatten): stuur een afbeelding in JPEG, PNG, GIF of WebP.',
  },
  'Assets.Upload.NotAccepted': {
    fr: 'Ce type de fichier n’est pas accepté ici.',
    nl: 'Dit bestandstype wordt hier niet aanvaard.',
  },
  'Assets.Upload.NotAnImage': {
    fr: 'Veuillez envoyer une image correcte (JPEG, PNG, GIF ou WebP).',
    nl: 'Stuur een correcte afbeelding (JPEG, PNG, GIF of WebP).',
  },
  'Assets.Upload.DamagedImage': {
    fr: 'Cette image est endommagée ou incomplète : elle ne peut pas être lue.',
    nl: 'Deze afbeelding is beschadigd of onvolledig: ze kan niet gelezen worden.',
  },
  'Assets.Upload.DamagedDocument': {
    fr: 'Ce document est endommagé ou incomplet : il ne peut pas être lu.',
    nl: 'Dit document is beschadigd of onvolledig: het kan niet gelezen worden.',
  },
  'Assets.Upload.TooManyPixels': {
    fr: 'Cette image a trop de pixels (50 mégapixels au plus).',
    nl: 'Deze afbeelding heeft te veel pixels (hoogstens 50 megapixels).',
  },
  'Assets.Upload.ActiveContent': {
    fr: 'Ce document contient du contenu actif (scripts, macros, lancement de programmes ou fichiers joints) et ne peut pas être accepté.',
    nl: 'Dit document bevat actieve inhoud (scripts, macro’s, het starten van programma’s of bijgevoegde bestanden) en kan niet aanvaard worden.',
  },
  'Assets.Upload.MinimumSize': {
    fr: 'L’image doit mesurer au moins {0} x {1} pixels (elle fait {2} x {3} pixels).',
    nl: 'De afbeelding moet minstens {0} x {1} pixels groot zijn (ze is {2} x {3} pixels).',
  },
  'Assets.Upload.TooLarge': {
    fr: 'Ce fichier est trop volumineux : {0} au plus.',
    nl: 'Dit bestand is te groot: hoogstens {0}.',
  },
  'Assets.Upload.SizeKB': { fr: '{0} Ko', nl: '{0} kB' },
  'Assets.Upload.SizeMB': { fr: '{0} Mo', nl: '{0} MB' },
  'Assets.Upload.TooManyFiles': {
    fr: 'Trop de fichiers à la fois : {0} au plus.',
    nl: 'Te veel bestanden tegelijk: hoogstens {0}.',
  },
  'Assets.Upload.Quota': {
    fr: 'Vous avez envoyé trop de fichiers récemment ({0} au plus) : réessayez plus tard.',
    nl: 'U hebt onlangs te veel bestanden verstuurd (hoogstens {0}): probeer het later opnieuw.',
  },
  'Assets.Upload.NoFile': {
    fr: 'Aucun fichier n’a été envoyé.',
    nl: 'Er werd geen bestand verstuurd.',
  },
  'Assets.Upload.EmptyFile': {
    fr: 'Ce fichier est vide.',
    nl: 'Dit bestand is leeg.',
  },
  'Assets.Upload.BadField': {
    fr: 'Le champ « {0} » de l’envoi n’est pas valable.',
    nl: 'Het veld ‘{0}’ van de verzending is ongeldig.',
  },
  'Assets.Upload.NotMultipart': {
    fr: 'Les fichiers doivent être envoyés par un formulaire d’envoi de fichiers.',
    nl: 'Bestanden moeten via een formulier voor bestanden verstuurd worden.',
  },
  'Assets.Upload.Malformed': {
    fr: 'L’envoi a été interrompu ou est mal formé : veuillez réessayer.',
    nl: 'De verzending werd onderbroken of is ongeldig: probeer het opnieuw.',
  },
  // Crop (S2), the library (S3, S4, S7), rename and delete.
  'Assets.Server.CropTooSmall': {
    fr: 'La sélection doit mesurer au moins {0} x {1} pixels (l’image fait {2} x {3} pixels).',
    nl: 'De selectie moet minstens {0} x {1} pixels groot zijn (de afbeelding is {2} x {3} pixels).',
  },
  'Assets.Server.NotFound': {
    fr: 'Ce fichier n’existe pas ou n’est plus disponible.',
    nl: 'Dit bestand bestaat niet of is niet meer beschikbaar.',
  },
  'Assets.Server.FolderNotFound': {
    fr: 'Ce dossier n’existe pas.',
    nl: 'Deze map bestaat niet.',
  },
  'Assets.Server.NameEmpty': {
    fr: 'Indiquez un nom.',
    nl: 'Geef een naam op.',
  },
  'Assets.Server.InUse': {
    fr: 'Ce fichier est utilisé par un formulaire enregistré : retirez-le de ce formulaire.',
    nl: 'Dit bestand wordt gebruikt door een opgeslagen formulier: verwijder het uit dat formulier.',
  },
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
