export interface SeedCountry {
  code: string;
  fr: string;
  nl: string;
  isEu: boolean;
  /** Standard VAT rate in basis points (2100 = 21 %); 0 outside the EU (exports). */
  vatRateBp: number;
  isShippable: boolean;
}

/** Belgium first: the shop's home market. Standard rates as published by each country. */
export const countries: SeedCountry[] = [
  { code: 'BE', fr: 'Belgique', nl: 'België', isEu: true, vatRateBp: 2100, isShippable: true },
  { code: 'NL', fr: 'Pays-Bas', nl: 'Nederland', isEu: true, vatRateBp: 2100, isShippable: true },
  { code: 'FR', fr: 'France', nl: 'Frankrijk', isEu: true, vatRateBp: 2000, isShippable: true },
  { code: 'LU', fr: 'Luxembourg', nl: 'Luxemburg', isEu: true, vatRateBp: 1700, isShippable: true },
  { code: 'DE', fr: 'Allemagne', nl: 'Duitsland', isEu: true, vatRateBp: 1900, isShippable: true },
  { code: 'ES', fr: 'Espagne', nl: 'Spanje', isEu: true, vatRateBp: 2100, isShippable: true },
  { code: 'IT', fr: 'Italie', nl: 'Italië', isEu: true, vatRateBp: 2200, isShippable: true },
  { code: 'AT', fr: 'Autriche', nl: 'Oostenrijk', isEu: true, vatRateBp: 2000, isShippable: true },
  { code: 'PT', fr: 'Portugal', nl: 'Portugal', isEu: true, vatRateBp: 2300, isShippable: true },
  { code: 'IE', fr: 'Irlande', nl: 'Ierland', isEu: true, vatRateBp: 2300, isShippable: true },
  { code: 'CH', fr: 'Suisse', nl: 'Zwitserland', isEu: false, vatRateBp: 0, isShippable: true },
  {
    code: 'GB',
    fr: 'Royaume-Uni',
    nl: 'Verenigd Koninkrijk',
    isEu: false,
    vatRateBp: 0,
    isShippable: true,
  },
];
