/**
 * Words the pickup point generator draws from: street and shop names in the region's language,
 * and the texts a shopper reads in both cultures. Made-up shops, real street-name patterns.
 */
export type Language = 'fr' | 'nl' | 'de';
/** A text in both cultures of the shop. */
export type Both = Readonly<{ fr: string; nl: string }>;

/** Street names as they are written in the region (the house number follows). */
export const streets: Readonly<Record<Language | 'nlNL', readonly string[]>> = {
  fr: [
    'Rue de la Station', 'Rue de l’Église', 'Grand-Place', 'Place communale', 'Rue Haute',
    'Rue du Commerce', 'Chaussée de Bruxelles', 'Avenue de la Libération', 'Rue des Écoles',
    'Rue du Moulin', 'Place de l’Église', 'Rue de la Paix', 'Rue Royale', 'Rue du Marché',
    'Avenue des Tilleuls', 'Rue Albert Ier', 'Chaussée de Namur', 'Rue du Pont', 'Rue Neuve',
    'Boulevard Léopold', 'Rue des Champs', 'Rue Saint-Martin', 'Place de la Gare', 'Rue Longue',
  ],
  nl: [
    'Stationsstraat', 'Kerkstraat', 'Grote Markt', 'Marktplein', 'Nieuwstraat', 'Dorpsstraat',
    'Steenweg', 'Kapelstraat', 'Molenstraat', 'Schoolstraat', 'Hoogstraat', 'Brugstraat',
    'Leopoldlaan', 'Koning Albertstraat', 'Lindenlaan', 'Kerkplein', 'Veldstraat', 'Sint-Jansstraat',
    'Heirweg', 'Stationsplein', 'Langestraat', 'Beekstraat', 'Bergstraat', 'Vaartstraat',
  ],
  de: [
    'Bahnhofstraße', 'Kirchstraße', 'Marktplatz', 'Hauptstraße', 'Aachener Straße',
    'Klosterstraße', 'Neustraße', 'Schulstraße', 'Rathausplatz', 'Mühlenweg',
  ],
  nlNL: [
    'Stationsweg', 'Kerkstraat', 'Markt', 'Dorpsstraat', 'Hoofdstraat', 'Molenweg',
    'Nieuweweg', 'Julianastraat', 'Wilhelminalaan', 'Oranjestraat', 'Beatrixlaan',
    'Schoolstraat', 'Kanaalweg', 'Havenstraat', 'Burgemeester de Withstraat', 'Raadhuisplein',
    'Grote Markt', 'Lange Nieuwstraat', 'Emmastraat', 'Koningin Julianaweg',
  ],
}; // prettier-ignore

/** Brussels streets, named in both languages: [French, Dutch]. */
export const brusselsStreets: readonly (readonly [string, string])[] = [
  ['Rue Neuve', 'Nieuwstraat'], ['Boulevard Anspach', 'Anspachlaan'], ['Rue du Midi', 'Zuidstraat'],
  ['Chaussée de Louvain', 'Leuvensesteenweg'], ['Avenue Louise', 'Louizalaan'], ['Rue de la Loi', 'Wetstraat'],
  ['Chaussée d’Ixelles', 'Elsensesteenweg'], ['Place Flagey', 'Flageyplein'], ['Rue Haute', 'Hoogstraat'],
  ['Chaussée de Waterloo', 'Waterloosesteenweg'], ['Avenue de la Couronne', 'Kroonlaan'],
  ['Chaussée de Gand', 'Gentsesteenweg'], ['Rue Royale', 'Koningsstraat'], ['Chaussée de Haecht', 'Haachtsesteenweg'],
  ['Avenue Georges Henri', 'Georges Henrilaan'], ['Chaussée d’Alsemberg', 'Alsembergsesteenweg'],
]; // prettier-ignore

/** Shops that keep a postal point or parcel-shop counter, by language. */
export const shops: Readonly<Record<Language | 'nlNL', readonly string[]>> = {
  fr: [
    'Librairie du Centre', 'Librairie de la Gare', 'Tabac-Journaux Le Relais', 'Le Kiosque',
    'Supérette du Marché', 'Papeterie de la Place', 'Librairie Le Bouquin', 'Épicerie Saint-Martin',
    'Fleurs Capucine', 'Quincaillerie Dubois', 'Boutique du Coin', 'Pressing Lavande',
    'Cycles Lambert', 'Librairie Page Blanche', 'Bazar de la Poste', 'Droguerie Renard',
  ],
  nl: [
    'Dagbladhandel De Hoek', 'Krantenwinkel Het Plein', 'Boekhandel De Letter',
    "Buurtwinkel 't Centrum", 'Dagbladhandel De Statie', 'Papierwinkel De Pen', 'Superette De Markt',
    'Kiosk De Vaart', 'Boekenhuis De Bron', 'Bloemen Margriet', 'IJzerwaren Peeters',
    'Droogkuis De Linde', 'Fietsen Janssens', 'Drogisterij Het Anker', 'Cadeauwinkel Het Pakhuis',
    'Tabak en Lectuur De Molen',
  ],
  de: [
    'Buchhandlung am Markt', 'Zeitschriften Schmitz', 'Papeterie Kessel', 'Kiosk am Bahnhof',
    'Blumen Lenz', 'Lebensmittel Heinen',
  ],
  nlNL: [
    'Tabakszaak De Pijp', 'Boekhandel Het Leesteken', 'Drogisterij De Linde', 'Stomerij Het Anker',
    'Bloemenhuis De Tulp', 'Fietsenmaker Bakker', 'Cadeauwinkel Blij', 'Buurtsuper De Hoek',
    'Kantoorboekhandel De Vulpen', 'Tijdschriftenwinkel Het Plein', 'Gemakswinkel De Brug',
    'Dierenspeciaalzaak Snuffel', 'Huishoudwinkel Van Dam', 'Sigarenmagazijn De Ster',
  ],
}; // prettier-ignore

/** A point's kind, said in the region's language (the town follows). */
export const placeNames = {
  postOffice: { fr: 'Bureau de poste', nl: 'Postkantoor', de: 'Postamt' },
  bpostLocker: { fr: 'Distributeur de colis bpost', nl: 'bpost-pakjesautomaat', de: 'bpost-Paketautomat' },
  shopLocker: { fr: 'Consigne Point Colis', nl: 'Pakketpunt-kluis', de: 'Pakketpunt-Schließfach' },
} as const; // prettier-ignore

/** Comments: what a shopper may want to know about the place. */
export const comments: readonly Both[] = [
  { fr: 'Accessible en chaise roulante', nl: 'Rolstoeltoegankelijk' },
  { fr: 'Parking gratuit', nl: 'Gratis parkeren' },
  { fr: 'Près de la gare', nl: 'Vlak bij het station' },
  { fr: 'Paiement par carte', nl: 'Betalen met kaart' },
  { fr: 'Arrêt de bus à proximité', nl: 'Bushalte in de buurt' },
  { fr: 'Emplacement vélos devant l’entrée', nl: 'Fietsenstalling aan de ingang' },
];

/** Informations, by kind of point. */
export const informations: Readonly<Record<string, readonly Both[]>> = {
  PostOffice: [
    { fr: 'Envois recommandés, services financiers et timbres', nl: 'Aangetekende zendingen, financiële diensten en postzegels' },
    { fr: 'Colis gardés 15 jours, retrait avec la carte d’identité', nl: 'Pakjes 15 dagen bewaard, afhalen met de identiteitskaart' },
  ],
  PostPoint: [
    { fr: 'Point Poste dans un commerce : retrait avec la carte d’identité', nl: 'Postpunt in een winkel: afhalen met de identiteitskaart' },
    { fr: 'Colis gardés 15 jours, timbres en vente', nl: 'Pakjes 15 dagen bewaard, postzegels te koop' },
  ],
  ParcelLocker: [
    { fr: 'Code de retrait envoyé par SMS et par e-mail', nl: 'Afhaalcode per sms en per e-mail' },
    { fr: 'Colis gardés 3 jours, puis renvoyés au bureau le plus proche', nl: 'Pakjes 3 dagen bewaard, daarna naar het dichtstbijzijnde kantoor' },
  ],
  ParcelShop: [
    { fr: 'Colis gardés 10 jours, retrait avec une pièce d’identité', nl: 'Pakjes 10 dagen bewaard, afhalen met een identiteitsbewijs' },
    { fr: 'Dépôt et retrait de colis pendant les heures d’ouverture', nl: 'Pakjes afgeven en afhalen tijdens de openingsuren' },
  ],
}; // prettier-ignore

export const specialInstructions: readonly Both[] = [
  { fr: 'Retrait au comptoir du fond du magasin', nl: 'Afhalen aan de toonbank achteraan in de winkel' },
  { fr: 'Entrée par la porte latérale', nl: 'Ingang via de zijdeur' },
  { fr: 'Sonnez si le comptoir est vide', nl: 'Bel aan als er niemand aan de toonbank staat' },
]; // prettier-ignore

export const additionalComments: readonly Both[] = [
  { fr: 'Fermé pour congés du 15 au 31 juillet', nl: 'Gesloten wegens verlof van 15 tot 31 juli' },
  { fr: 'Travaux devant l’entrée : accès par le parking', nl: 'Werken aan de ingang: toegang via de parking' },
  { fr: 'Horaires réduits pendant les fêtes de fin d’année', nl: 'Beperkte openingsuren tijdens de eindejaarsfeesten' },
]; // prettier-ignore

/** Said of the points where the shopper pays a supplement. */
export const chargeComment: Both = {
  fr: 'Supplément de 1 € par colis retiré',
  nl: 'Toeslag van € 1 per afgehaald pakje',
};

export const dayNames = {
  fr: ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'],
  nl: ['Maandag', 'Dinsdag', 'Woensdag', 'Donderdag', 'Vrijdag', 'Zaterdag', 'Zondag'],
} as const;
export const closed: Both = { fr: 'Fermé', nl: 'Gesloten' };
export const allDay: Both = { fr: '24 h/24, 7 j/7', nl: '24/7' };
