export interface SeedCountry {
  code: string;
  fr: string;
  nl: string;
  isEu: boolean;
}

/** Belgium first: the shop's home market. */
export const countries: SeedCountry[] = [
  { code: 'BE', fr: 'Belgique', nl: 'België', isEu: true },
  { code: 'NL', fr: 'Pays-Bas', nl: 'Nederland', isEu: true },
  { code: 'FR', fr: 'France', nl: 'Frankrijk', isEu: true },
  { code: 'LU', fr: 'Luxembourg', nl: 'Luxemburg', isEu: true },
  { code: 'DE', fr: 'Allemagne', nl: 'Duitsland', isEu: true },
  { code: 'ES', fr: 'Espagne', nl: 'Spanje', isEu: true },
  { code: 'IT', fr: 'Italie', nl: 'Italië', isEu: true },
  { code: 'AT', fr: 'Autriche', nl: 'Oostenrijk', isEu: true },
  { code: 'PT', fr: 'Portugal', nl: 'Portugal', isEu: true },
  { code: 'IE', fr: 'Irlande', nl: 'Ierland', isEu: true },
  { code: 'CH', fr: 'Suisse', nl: 'Zwitserland', isEu: false },
  { code: 'GB', fr: 'Royaume-Uni', nl: 'Verenigd Koninkrijk', isEu: false },
];
