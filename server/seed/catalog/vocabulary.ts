import type { MaterialSet, Words } from './taxonomy';

export interface Colour extends Words {
  code: string;
  /** One code: plain swatch; two or three: striped or checked fabrics. */
  hex: [string, ...string[]];
}

export const colours: Colour[] = [
  { code: 'navy', fr: 'Marine', nl: 'Marineblauw', hex: ['#1f2a44'] },
  { code: 'ecru', fr: 'Écru', nl: 'Ecru', hex: ['#efe6d2'] },
  { code: 'black', fr: 'Noir', nl: 'Zwart', hex: ['#1b1b1b'] },
  { code: 'white', fr: 'Blanc', nl: 'Wit', hex: ['#fafafa'] },
  { code: 'sand', fr: 'Sable', nl: 'Zand', hex: ['#d8c3a0'] },
  { code: 'terracotta', fr: 'Terracotta', nl: 'Terracotta', hex: ['#c4623f'] },
  { code: 'sage', fr: 'Vert sauge', nl: 'Saliegroen', hex: ['#9caf88'] },
  { code: 'bottle', fr: 'Vert bouteille', nl: 'Flessengroen', hex: ['#1f4d3a'] },
  { code: 'burgundy', fr: 'Bordeaux', nl: 'Bordeaux', hex: ['#6d1f2f'] },
  { code: 'mustard', fr: 'Moutarde', nl: 'Mosterdgeel', hex: ['#d4a017'] },
  { code: 'sky', fr: 'Bleu ciel', nl: 'Hemelsblauw', hex: ['#8fb8de'] },
  { code: 'rose', fr: 'Vieux rose', nl: 'Oudroze', hex: ['#c99a9a'] },
  { code: 'grey', fr: 'Gris chiné', nl: 'Gemêleerd grijs', hex: ['#9a9a9a'] },
  { code: 'camel', fr: 'Camel', nl: 'Camel', hex: ['#b5834f'] },
  {
    code: 'breton',
    fr: 'Rayé marine et blanc',
    nl: 'Marine-wit gestreept',
    hex: ['#1f2a44', '#fafafa'],
  },
  { code: 'tartan', fr: 'Tartan', nl: 'Tartan', hex: ['#8b1e2b', '#1f4d3a', '#1b1b1b'] },
];

export const materials: Record<MaterialSet, Words[]> = {
  wear: [
    { fr: 'lin', nl: 'linnen' },
    { fr: 'coton bio', nl: 'biokatoen' },
    { fr: 'viscose', nl: 'viscose' },
    { fr: 'soie', nl: 'zijde' },
    { fr: 'popeline de coton', nl: 'katoenpopeline' },
    { fr: 'gaze de coton', nl: 'katoengaas' },
  ],
  knit: [
    { fr: 'laine mérinos', nl: 'merinowol' },
    { fr: 'cachemire', nl: 'kasjmier' },
    { fr: 'alpaga', nl: 'alpaca' },
    { fr: 'coton bio', nl: 'biokatoen' },
    { fr: 'laine d’agneau', nl: 'lamswol' },
  ],
  bottom: [
    { fr: 'denim', nl: 'denim' },
    { fr: 'velours côtelé', nl: 'ribfluweel' },
    { fr: 'sergé de coton', nl: 'katoenkeper' },
    { fr: 'lin', nl: 'linnen' },
    { fr: 'flanelle de laine', nl: 'wolflanel' },
  ],
  coat: [
    { fr: 'laine bouillie', nl: 'gekookte wol' },
    { fr: 'coton ciré', nl: 'gewaxt katoen' },
    { fr: 'nylon recyclé', nl: 'gerecycleerd nylon' },
    { fr: 'drap de laine', nl: 'wollen laken' },
  ],
  bed: [
    { fr: 'percale', nl: 'percal' },
    { fr: 'satin de coton', nl: 'katoensatijn' },
    { fr: 'lin lavé', nl: 'gewassen linnen' },
    { fr: 'gaze de coton', nl: 'katoengaas' },
    { fr: 'flanelle', nl: 'flanel' },
  ],
  deco: [
    { fr: 'velours', nl: 'fluweel' },
    { fr: 'lin lavé', nl: 'gewassen linnen' },
    { fr: 'laine', nl: 'wol' },
    { fr: 'bouclette', nl: 'bouclé' },
    { fr: 'coton tissé', nl: 'geweven katoen' },
  ],
  table: [
    { fr: 'lin', nl: 'linnen' },
    { fr: 'coton', nl: 'katoen' },
    { fr: 'lin lavé', nl: 'gewassen linnen' },
    { fr: 'coton enduit', nl: 'gecoat katoen' },
  ],
  bag: [
    { fr: 'cuir', nl: 'leer' },
    { fr: 'toile de coton', nl: 'katoenen canvas' },
    { fr: 'jute', nl: 'jute' },
    { fr: 'nylon recyclé', nl: 'gerecycleerd nylon' },
  ],
};

/** Each model is named after a Belgian town, in the shopper's language. */
export const places: Words[] = [
  ['Ostende', 'Oostende'],
  ['Bruges', 'Brugge'],
  ['Gand', 'Gent'],
  ['Anvers', 'Antwerpen'],
  ['Louvain', 'Leuven'],
  ['Malines', 'Mechelen'],
  ['Courtrai', 'Kortrijk'],
  ['Namur', 'Namen'],
  ['Liège', 'Luik'],
  ['Mons', 'Bergen'],
  ['Tournai', 'Doornik'],
  ['Ypres', 'Ieper'],
  ['Spa', 'Spa'],
  ['Durbuy', 'Durbuy'],
  ['Knokke', 'Knokke'],
  ['Dinant', 'Dinant'],
  ['Hasselt', 'Hasselt'],
  ['Arlon', 'Aarlen'],
  ['Nivelles', 'Nijvel'],
  ['Bastogne', 'Bastenaken'],
  ['Ath', 'Aat'],
  ['Audenarde', 'Oudenaarde'],
  ['Termonde', 'Dendermonde'],
  ['Tongres', 'Tongeren'],
  ['Wavre', 'Waver'],
  ['La Panne', 'De Panne'],
  ['Coxyde', 'Koksijde'],
  ['Lierre', 'Lier'],
  ['Genk', 'Genk'],
  ['Bouillon', 'Bouillon'],
].map(([fr, nl]) => ({ fr: fr as string, nl: nl as string }));

/** Invented Belgian labels; `roots` are the tree codes they sell in. */
export const brandList: { name: string; roots: string[] }[] = [
  { name: 'Maison Verhaegen', roots: ['women', 'men'] },
  { name: 'Atelier Lemaire', roots: ['women', 'accessories'] },
  { name: 'Noordzee Studio', roots: ['men', 'women'] },
  { name: 'Linière de Courtrai', roots: ['home'] },
  { name: 'Ardennes Outdoor', roots: ['men', 'accessories'] },
  { name: 'Sablon & Fils', roots: ['men'] },
  { name: 'Wolweverij Brabant', roots: ['women', 'accessories', 'home'] },
  { name: 'Mosane', roots: ['women'] },
  { name: 'Studio Marolles', roots: ['women', 'men', 'accessories'] },
  { name: 'Flandria Home', roots: ['home'] },
  { name: 'Côte & Dune', roots: ['women', 'home'] },
  { name: 'Dewinter', roots: ['men', 'women'] },
  { name: 'Hainaut Heritage', roots: ['home', 'accessories'] },
  { name: 'Lys & Escaut', roots: ['home'] },
  { name: 'Atelier Meir', roots: ['accessories', 'women'] },
];

export const tagList: (Words & { code: string })[] = [
  { code: 'new', fr: 'Nouveauté', nl: 'Nieuw' },
  { code: 'organic', fr: 'Bio', nl: 'Bio' },
  { code: 'made-in-belgium', fr: 'Fabriqué en Belgique', nl: 'Gemaakt in België' },
  { code: 'bestseller', fr: 'Meilleure vente', nl: 'Bestseller' },
  { code: 'sustainable', fr: 'Éco-responsable', nl: 'Duurzaam' },
  { code: 'limited', fr: 'Édition limitée', nl: 'Beperkte oplage' },
  { code: 'gift', fr: 'Idée cadeau', nl: 'Cadeautip' },
];

export const warehouseList = [
  { code: 'BXL', city: 'Anderlecht', fr: 'Bruxelles – Anderlecht', nl: 'Brussel – Anderlecht' },
  { code: 'GNT', city: 'Gent', fr: 'Gand – Port', nl: 'Gent – Haven' },
  { code: 'LGG', city: 'Liège', fr: 'Liège – Trilogiport', nl: 'Luik – Trilogiport' },
];
