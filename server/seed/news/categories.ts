/**
 * The demo news categories (issue 19): two trees, and one archived category kept inactive. The
 * seed gives them the ids of their rank (1 Actualités, 2 Nouveautés, 3 Conseils, 4 Coulisses,
 * 5 Événements, 6 Ateliers, 7 Salons, 8 Archives): CMS markers may name them.
 */
export interface SeedNewsCategory {
  key: string;
  parent: string | null;
  active: boolean;
  fr: { name: string; slug: string };
  nl: { name: string; slug: string };
}

export const newsCategorySeed: SeedNewsCategory[] = [
  {
    key: 'news',
    parent: null,
    active: true,
    fr: { name: 'Actualités', slug: 'actualites' },
    nl: { name: 'Nieuws', slug: 'nieuws' },
  },
  {
    key: 'arrivals',
    parent: 'news',
    active: true,
    fr: { name: 'Nouveautés', slug: 'nouveautes' },
    nl: { name: 'Nieuwigheden', slug: 'nieuwigheden' },
  },
  {
    key: 'advice',
    parent: 'news',
    active: true,
    fr: { name: 'Conseils', slug: 'conseils' },
    nl: { name: 'Tips', slug: 'tips' },
  },
  {
    key: 'backstage',
    parent: 'news',
    active: true,
    fr: { name: 'Coulisses', slug: 'coulisses' },
    nl: { name: 'Achter de schermen', slug: 'achter-de-schermen' },
  },
  {
    key: 'events',
    parent: null,
    active: true,
    fr: { name: 'Événements', slug: 'evenements' },
    nl: { name: 'Evenementen', slug: 'evenementen' },
  },
  {
    key: 'workshops',
    parent: 'events',
    active: true,
    fr: { name: 'Ateliers', slug: 'ateliers' },
    nl: { name: 'Workshops', slug: 'workshops' },
  },
  {
    key: 'fairs',
    parent: 'events',
    active: true,
    fr: { name: 'Salons', slug: 'salons' },
    nl: { name: 'Beurzen', slug: 'beurzen' },
  },
  {
    key: 'archive',
    parent: null,
    active: false,
    fr: { name: 'Archives', slug: 'archives' },
    nl: { name: 'Archief', slug: 'archief' },
  },
];
