import type { PdfLine } from './pdfWriter';

/*
 * The seeded document library (issue 18): size guides, care instructions and a catalogue, each
 * in French and in Dutch (a Belgian shop offers both versions side by side), in folders named
 * in both languages. A size guide folder has sub-folders two levels down, so the tree's depth
 * (000 §4 "Folder tree") has something to fold.
 */

export interface SeedFolder {
  key: string;
  parent: string | null;
  names: { fr: string; nl: string };
}

export const SEED_FOLDERS: SeedFolder[] = [
  { key: 'sizes', parent: null, names: { fr: 'Guides des tailles', nl: 'Maattabellen' } },
  { key: 'clothes', parent: 'sizes', names: { fr: 'Vêtements', nl: 'Kleding' } },
  { key: 'baby', parent: 'clothes', names: { fr: 'Bébé', nl: 'Baby' } },
  { key: 'shoes', parent: 'sizes', names: { fr: 'Chaussures', nl: 'Schoenen' } },
  { key: 'care', parent: null, names: { fr: 'Entretien', nl: 'Onderhoud' } },
  { key: 'catalogues', parent: null, names: { fr: 'Catalogues', nl: 'Catalogi' } },
];

const h1 = (text: string): PdfLine => ({ cells: [{ x: 0, text }], size: 20, bold: true });
const h2 = (text: string): PdfLine => ({ cells: [{ x: 0, text }], size: 13, bold: true, space: 8 });
const p = (text: string): PdfLine => ({ cells: [{ x: 0, text }], size: 10.5 });
const COLUMNS = [0, 110, 230, 350];
const row = (texts: string[], bold = false): PdfLine => ({
  cells: texts.map((text, i) => ({ x: COLUMNS[i] ?? 0, text })),
  size: 10.5,
  bold,
});

type Lang = 'fr' | 'nl';
const T = <V>(fr: V, nl: V) => ({ fr, nl });

/** Children's clothes: size label = height in cm, with age and chest. */
function clothesGuide(lang: Lang): PdfLine[] {
  const text = {
    title: T('Guide des tailles – vêtements enfants', 'Maattabel – kinderkleding'),
    intro: T(
      'Mesurez l’enfant debout, pieds nus, et choisissez la taille égale ou juste au-dessus.',
      'Meet het kind rechtop, op blote voeten, en kies de maat die gelijk is of net groter.',
    ),
    head: T(
      ['Taille', 'Âge', 'Stature (cm)', 'Tour de poitrine (cm)'],
      ['Maat', 'Leeftijd', 'Lengte (cm)', 'Borstomtrek (cm)'],
    ),
    toddler: T('18–24 mois', '18–24 maanden'),
    years: T('ans', 'jaar'),
  };
  // Size 86 fits 18 to 24 months; from 92 on, one size a year (92: 2 years … 164: 14 years).
  const sizes = [86, 92, 98, 104, 110, 116, 122, 128, 134, 140, 146, 152, 158, 164];
  const age = (size: number) =>
    size === 86 ? text.toddler[lang] : `${(size - 92) / 6 + 2} ${text.years[lang]}`;
  return [
    h1(text.title[lang]),
    p(text.intro[lang]),
    row(text.head[lang], true),
    ...sizes.map((size, i) =>
      row([String(size), age(size), `${size - 5}–${size}`, String(50 + i * 2)]),
    ),
  ];
}

function babyGuide(lang: Lang): PdfLine[] {
  const text = {
    title: T('Guide des tailles – bébé', 'Maattabel – baby'),
    intro: T(
      'Les tailles bébé correspondent à la longueur du bébé couché, en centimètres.',
      'Babymaten komen overeen met de lengte van de liggende baby, in centimeter.',
    ),
    head: T(
      ['Taille', 'Âge', 'Longueur (cm)', 'Poids (kg)'],
      ['Maat', 'Leeftijd', 'Lengte (cm)', 'Gewicht (kg)'],
    ),
    months: T('mois', 'maanden'),
  };
  const sizes: [number, string, string][] = [
    [50, '0–1', '3–4'],
    [56, '1–2', '4–5'],
    [62, '2–4', '5–6,5'],
    [68, '4–6', '6,5–8'],
    [74, '6–9', '8–9'],
    [80, '9–12', '9–10,5'],
  ];
  return [
    h1(text.title[lang]),
    p(text.intro[lang]),
    row(text.head[lang], true),
    ...sizes.map(([size, age, weight]) =>
      row([String(size), `${age} ${text.months[lang]}`, `${size - 6}–${size}`, weight]),
    ),
  ];
}

function shoesGuide(lang: Lang): PdfLine[] {
  const text = {
    title: T('Guide des pointures', 'Schoenmatentabel'),
    intro: T(
      'Posez le pied sur une feuille, tracez le talon et l’orteil le plus long, mesurez et ajoutez 1 cm.',
      'Zet de voet op een blad, teken de hiel en de langste teen af, meet en tel er 1 cm bij.',
    ),
    head: T(
      ['Pointure (EU)', 'Longueur du pied (cm)', 'UK', 'US'],
      ['Maat (EU)', 'Voetlengte (cm)', 'UK', 'US'],
    ),
  };
  const rows = Array.from({ length: 20 }, (_v, i) => {
    const eu = 19 + i;
    const foot = ((eu * 2) / 3 - 1.5).toFixed(1).replace('.', ','); // both languages write a decimal comma
    return row([String(eu), foot, String(Math.max(3, eu - 15)), String(Math.max(4, eu - 14))]);
  });
  return [h1(text.title[lang]), p(text.intro[lang]), row(text.head[lang], true), ...rows];
}

function careGuide(lang: Lang): PdfLine[] {
  const sections = T(
    [
      [
        'Lavage',
        [
          'Lavez à 30 °C, vêtements retournés, couleurs séparées.',
          'Fermez les fermetures éclair et les boutons-pression avant le lavage.',
          'Évitez l’adoucissant sur les textiles techniques et les serviettes.',
        ],
      ],
      [
        'Séchage',
        [
          'Séchez à plat les tricots pour qu’ils gardent leur forme.',
          'Le sèche-linge à basse température convient au coton marqué d’un point.',
        ],
      ],
      [
        'Repassage',
        [
          'Repassez sur l’envers, fer tiède pour les imprimés.',
          'Ne repassez jamais les impressions ni les paillettes.',
        ],
      ],
      [
        'Laine et cachemire',
        [
          'Lavez à la main à l’eau froide avec un produit pour laine.',
          'Ne tordez pas : roulez dans une serviette pour essorer.',
        ],
      ],
    ] as [string, string[]][],
    [
      [
        'Wassen',
        [
          'Was op 30 °C, kleding binnenstebuiten, kleuren apart.',
          'Sluit ritsen en drukknopen voor het wassen.',
          'Vermijd wasverzachter bij technisch textiel en handdoeken.',
        ],
      ],
      [
        'Drogen',
        [
          'Droog breigoed plat zodat het zijn vorm houdt.',
          'De droogkast op lage temperatuur is geschikt voor katoen met één stip.',
        ],
      ],
      [
        'Strijken',
        [
          'Strijk binnenstebuiten, lauw strijkijzer voor bedrukte stoffen.',
          'Strijk nooit over opdrukken of pailletten.',
        ],
      ],
      [
        'Wol en kasjmier',
        [
          'Was met de hand in koud water met een wolwasmiddel.',
          'Niet wringen: rol in een handdoek om uit te drukken.',
        ],
      ],
    ] as [string, string[]][],
  );
  const title = T('Conseils d’entretien des textiles', 'Onderhoudstips voor textiel');
  return [
    h1(title[lang]),
    ...sections[lang].flatMap(([heading, lines]) => [
      h2(heading),
      ...lines.map((l) => p(`• ${l}`)),
    ]),
  ];
}

function catalogue(lang: Lang, products: { reference: string; name: string }[]): PdfLine[] {
  const text = {
    title: T('Catalogue de la boutique', 'Catalogus van de winkel'),
    intro: T(
      'Une sélection d’articles de la boutique, avec leur référence. Prix et disponibilités en ligne.',
      'Een selectie artikelen uit de winkel, met hun referentie. Prijzen en beschikbaarheid online.',
    ),
    head: T(['Référence', 'Article'], ['Referentie', 'Artikel']),
  };
  return [
    h1(text.title[lang]),
    p(text.intro[lang]),
    row(text.head[lang], true),
    ...products.map((product) => ({
      cells: [
        { x: 0, text: product.reference },
        { x: 110, text: product.name },
      ],
      size: 10.5,
    })),
  ];
}

export interface SeedDocument {
  key: string;
  folder: string;
  lang: Lang;
  /** The shown name and the file name. */
  name: string;
  lines: (products: Record<Lang, { reference: string; name: string }[]>) => PdfLine[];
}

const both = (
  key: string,
  folder: string,
  names: { fr: string; nl: string },
  lines: (lang: Lang, products: Record<Lang, { reference: string; name: string }[]>) => PdfLine[],
): SeedDocument[] =>
  (['fr', 'nl'] as const).map((lang) => ({
    key: `${key}-${lang}`,
    folder,
    lang,
    name: names[lang],
    lines: (products) => lines(lang, products),
  }));

export const SEED_DOCUMENTS: SeedDocument[] = [
  ...both(
    'clothes',
    'clothes',
    { fr: 'Guide des tailles vêtements.pdf', nl: 'Maattabel kleding.pdf' },
    clothesGuide,
  ),
  ...both(
    'baby',
    'baby',
    { fr: 'Guide des tailles bébé.pdf', nl: 'Maattabel baby.pdf' },
    babyGuide,
  ),
  ...both(
    'shoes',
    'shoes',
    { fr: 'Guide des pointures.pdf', nl: 'Schoenmatentabel.pdf' },
    shoesGuide,
  ),
  ...both('care', 'care', { fr: 'Conseils d’entretien.pdf', nl: 'Onderhoudstips.pdf' }, careGuide),
  ...both(
    'catalogue',
    'catalogues',
    { fr: 'Catalogue.pdf', nl: 'Catalogus.pdf' },
    (lang, products) => catalogue(lang, products[lang]),
  ),
];
