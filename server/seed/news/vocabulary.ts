/** Words the news seed's texts are made of, in fr and nl (issue 19). */
export interface Words {
  fr: string;
  nl: string;
}

/** The season of a publication month (0-11), as "la collection …" and "…collectie" want it. */
export function seasonOf(month: number): Words {
  if (month >= 2 && month <= 4) return { fr: 'de printemps', nl: 'lente' };
  if (month >= 5 && month <= 7) return { fr: 'd’été', nl: 'zomer' };
  if (month >= 8 && month <= 10) return { fr: 'd’automne', nl: 'herfst' };
  return { fr: 'd’hiver', nl: 'winter' };
}

/** With their article in fr ("le lin"); nl needs none. */
export const newsMaterials: Words[] = [
  { fr: 'le lin lavé', nl: 'gewassen linnen' },
  { fr: 'le coton bio', nl: 'biokatoen' },
  { fr: 'la laine mérinos', nl: 'merinowol' },
  { fr: 'la gaze de coton', nl: 'katoengaas' },
  { fr: 'le velours côtelé', nl: 'ribfluweel' },
  { fr: 'la popeline', nl: 'popeline' },
  { fr: 'le denim brut', nl: 'ruwe denim' },
];

export const newsColours: (Words & { hex: string })[] = [
  { fr: 'vert sauge', nl: 'saliegroen', hex: '#9caf88' },
  { fr: 'terracotta', nl: 'terracotta', hex: '#c4623f' },
  { fr: 'bleu marine', nl: 'marineblauw', hex: '#1f2a44' },
  { fr: 'moutarde', nl: 'mosterdgeel', hex: '#d4a017' },
  { fr: 'vieux rose', nl: 'oudroze', hex: '#c99a9a' },
  { fr: 'sable', nl: 'zandkleur', hex: '#d8c3a0' },
  { fr: 'bleu ciel', nl: 'hemelsblauw', hex: '#8fb8de' },
  { fr: 'bordeaux', nl: 'bordeaux', hex: '#6d1f2f' },
  { fr: 'camel', nl: 'camel', hex: '#b5834f' },
];

export const newsCities: Words[] = [
  { fr: 'Bruxelles', nl: 'Brussel' },
  { fr: 'Gand', nl: 'Gent' },
  { fr: 'Liège', nl: 'Luik' },
  { fr: 'Anvers', nl: 'Antwerpen' },
  { fr: 'Namur', nl: 'Namen' },
  { fr: 'Louvain', nl: 'Leuven' },
  { fr: 'Mons', nl: 'Bergen' },
];

/** With their article in fr ("la chemise") and nl ("het hemd"). */
export const newsGarments: Words[] = [
  { fr: 'la chemise en lin', nl: 'het linnen hemd' },
  { fr: 'le pull col roulé', nl: 'de coltrui' },
  { fr: 'la robe portefeuille', nl: 'de wikkeljurk' },
  { fr: 'le jean droit', nl: 'de rechte jeans' },
  { fr: 'le cardigan long', nl: 'het lange vest' },
  { fr: 'le manteau en laine', nl: 'de wollen jas' },
  { fr: 'la blouse brodée', nl: 'de geborduurde blouse' },
  { fr: 'le pantalon chino', nl: 'de chinobroek' },
];

export const newsAuthors = [
  'Claire Dumont',
  'Pieter Claes',
  'Sofia Lambert',
  'Jonas Verhoeven',
  'Amélie Renard',
];

const FR_MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];
const NL_MONTHS = [
  'januari',
  'februari',
  'maart',
  'april',
  'mei',
  'juni',
  'juli',
  'augustus',
  'september',
  'oktober',
  'november',
  'december',
];

/** "14 mars 2026" / "14 maart 2026" for a YYYY-MM-DD day. */
export function longDay(day: string): Words {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return { fr: `${d} ${FR_MONTHS[m - 1]} ${y}`, nl: `${d} ${NL_MONTHS[m - 1]} ${y}` };
}
