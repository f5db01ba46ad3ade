/** The shop's category tree and what each leaf sells (fr and nl). */
export interface Words {
  fr: string;
  nl: string;
}

export type SizeSet = 'clothing' | 'trousers' | 'bedding' | 'cushion' | 'table' | 'gloves';
export type MaterialSet = 'wear' | 'knit' | 'bottom' | 'coat' | 'bed' | 'deco' | 'table' | 'bag';

export interface ProductType extends Words {
  sizes?: SizeSet;
  /** Quantity input attributes when they differ from min 1, step 1, no max. */
  quantity?: { min: number; step: number; max?: number };
  /** Price range in whole euros, tax included. */
  price: [number, number];
}

export interface Leaf extends Words {
  code: string;
  materials: MaterialSet;
  types: ProductType[];
}

export interface Root extends Words {
  code: string;
  leaves: Leaf[];
}

export const tree: Root[] = [
  {
    code: 'women',
    fr: 'Femme',
    nl: 'Dames',
    leaves: [
      {
        code: 'dresses',
        fr: 'Robes',
        nl: 'Jurken',
        materials: 'wear',
        types: [
          { fr: 'robe portefeuille', nl: 'wikkeljurk', sizes: 'clothing', price: [69, 139] },
          { fr: 'robe chemise', nl: 'hemdjurk', sizes: 'clothing', price: [59, 119] },
          { fr: 'robe midi', nl: 'midi-jurk', sizes: 'clothing', price: [65, 149] },
          { fr: 'robe d’été', nl: 'zomerjurk', sizes: 'clothing', price: [45, 99] },
        ],
      },
      {
        code: 'knitwear',
        fr: 'Pulls et gilets',
        nl: 'Truien en vesten',
        materials: 'knit',
        types: [
          { fr: 'pull col rond', nl: 'trui met ronde hals', sizes: 'clothing', price: [49, 129] },
          { fr: 'pull col roulé', nl: 'coltrui', sizes: 'clothing', price: [59, 159] },
          { fr: 'gilet', nl: 'vest', sizes: 'clothing', price: [55, 139] },
          { fr: 'cardigan long', nl: 'lang vest', sizes: 'clothing', price: [69, 169] },
        ],
      },
      {
        code: 'tops',
        fr: 'Chemisiers et tops',
        nl: 'Blouses en tops',
        materials: 'wear',
        types: [
          { fr: 'chemisier', nl: 'blouse', sizes: 'clothing', price: [39, 89] },
          { fr: 'blouse brodée', nl: 'geborduurde blouse', sizes: 'clothing', price: [49, 99] },
          { fr: 't-shirt', nl: 'T-shirt', sizes: 'clothing', price: [19, 39] },
          { fr: 'débardeur', nl: 'topje', sizes: 'clothing', price: [15, 35] },
        ],
      },
    ],
  },
  {
    code: 'men',
    fr: 'Homme',
    nl: 'Heren',
    leaves: [
      {
        code: 'shirts',
        fr: 'Chemises',
        nl: 'Hemden',
        materials: 'wear',
        types: [
          { fr: 'chemise oxford', nl: 'oxfordhemd', sizes: 'clothing', price: [49, 99] },
          { fr: 'chemise col mao', nl: 'hemd met maokraag', sizes: 'clothing', price: [49, 95] },
          { fr: 'surchemise', nl: 'overshirt', sizes: 'clothing', price: [69, 129] },
          { fr: 'polo', nl: 'polo', sizes: 'clothing', price: [35, 75] },
        ],
      },
      {
        code: 'trousers',
        fr: 'Pantalons',
        nl: 'Broeken',
        materials: 'bottom',
        types: [
          { fr: 'pantalon chino', nl: 'chino', sizes: 'trousers', price: [59, 109] },
          { fr: 'jean droit', nl: 'rechte jeans', sizes: 'trousers', price: [69, 129] },
          { fr: 'pantalon à pinces', nl: 'bandplooibroek', sizes: 'trousers', price: [75, 139] },
          { fr: 'bermuda', nl: 'bermuda', sizes: 'trousers', price: [39, 69] },
        ],
      },
      {
        code: 'coats',
        fr: 'Vestes et manteaux',
        nl: 'Jassen',
        materials: 'coat',
        types: [
          { fr: 'veste de travail', nl: 'werkjas', sizes: 'clothing', price: [89, 169] },
          { fr: 'caban', nl: 'pijjekker', sizes: 'clothing', price: [159, 289] },
          { fr: 'parka', nl: 'parka', sizes: 'clothing', price: [149, 299] },
          { fr: 'trench', nl: 'trenchcoat', sizes: 'clothing', price: [169, 319] },
        ],
      },
    ],
  },
  {
    code: 'home',
    fr: 'Maison',
    nl: 'Wonen',
    leaves: [
      {
        code: 'bedding',
        fr: 'Linge de lit',
        nl: 'Beddengoed',
        materials: 'bed',
        types: [
          { fr: 'housse de couette', nl: 'dekbedovertrek', sizes: 'bedding', price: [79, 189] },
          { fr: 'drap housse', nl: 'hoeslaken', sizes: 'bedding', price: [35, 79] },
          { fr: 'parure de lit', nl: 'beddengoedset', sizes: 'bedding', price: [99, 229] },
        ],
      },
      {
        code: 'cushions',
        fr: 'Coussins et plaids',
        nl: 'Kussens en plaids',
        materials: 'deco',
        types: [
          { fr: 'coussin', nl: 'kussen', sizes: 'cushion', price: [25, 59] },
          { fr: 'housse de coussin', nl: 'kussenhoes', sizes: 'cushion', price: [19, 45] },
          { fr: 'plaid', nl: 'plaid', price: [59, 169] },
        ],
      },
      {
        code: 'tableware',
        fr: 'Art de la table',
        nl: 'Tafelen',
        materials: 'table',
        types: [
          { fr: 'nappe', nl: 'tafelkleed', sizes: 'table', price: [45, 119] },
          { fr: 'lot de 4 serviettes', nl: 'set van 4 servetten', price: [24, 49] },
          {
            fr: 'set de table',
            nl: 'placemat',
            price: [9, 19],
            quantity: { min: 2, step: 2, max: 24 },
          },
          { fr: 'tablier', nl: 'schort', price: [29, 59] },
        ],
      },
    ],
  },
  {
    code: 'accessories',
    fr: 'Accessoires',
    nl: 'Accessoires',
    leaves: [
      {
        code: 'bags',
        fr: 'Sacs',
        nl: 'Tassen',
        materials: 'bag',
        types: [
          { fr: 'sac cabas', nl: 'shopper', price: [45, 129] },
          { fr: 'sac à dos', nl: 'rugzak', price: [69, 179] },
          { fr: 'trousse', nl: 'etui', price: [19, 45] },
        ],
      },
      {
        code: 'scarves',
        fr: 'Écharpes et bonnets',
        nl: 'Sjaals en mutsen',
        materials: 'knit',
        types: [
          { fr: 'écharpe', nl: 'sjaal', price: [35, 119] },
          { fr: 'bonnet', nl: 'muts', price: [25, 59] },
          { fr: 'gants', nl: 'handschoenen', sizes: 'gloves', price: [29, 69] },
        ],
      },
    ],
  },
];

/** Size values per set; the same labels in fr and nl. */
export const sizeSets: Record<SizeSet, string[]> = {
  clothing: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
  trousers: ['36', '38', '40', '42', '44', '46'],
  bedding: ['140×200', '160×200', '200×200', '240×220'],
  cushion: ['40×40', '50×50', '60×60'],
  table: ['150×150', '150×250', '170×300'],
  gloves: ['S', 'M', 'L'],
};
