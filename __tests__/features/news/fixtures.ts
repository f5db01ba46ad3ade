import type {
  NewsCalendar,
  NewsCategory,
  NewsList,
  NewsPostTile,
  NewsPostView,
} from '@api/contract/news';

export const category = (
  id = 1,
  name = 'Atelier',
  ParentId: number | null = null,
): NewsCategory => ({
  NewsCategoryId: id,
  ParentId,
  Name: name,
  Slug: name.toLowerCase(),
});

/** Post n of the fixtures, filed under `date` (YYYY-MM-DD). */
export function tile(n: number, date = '2026-01-15'): NewsPostTile {
  return {
    NewsPostId: n,
    Slug: `post-${n}`,
    Url: `/fr/news/post-${n}`,
    Title: `Article ${n}`,
    Summary: `Résumé ${n}`,
    PublishedAt: `${date}T09:00:00+01:00`,
    EventDate: null,
    CalendarDate: date,
    Category: category(),
    Image: {
      Url: `/media/news/${n}.jpg`,
      Width: 800,
      Height: 600 + n,
      Alt: `Photo ${n}`,
      Caption: '',
    },
  };
}

/** An M4 answer: page `page` of `totalPages`, posts numbered from `first`. */
export function listAnswer(page: number, totalPages: number, first: number, count = 3): NewsList {
  return {
    Date: '2026-01-15',
    Posts: Array.from({ length: count }, (_, i) => tile(first + i)),
    Page: page,
    TotalPages: totalPages,
    Total: totalPages * count,
  };
}

/** An M3 answer for January 2026: two posts on the 15th, one on the 20th. */
export function calendarAnswer(overrides: Partial<NewsCalendar> = {}): NewsCalendar {
  const fifteenth = [tile(1, '2026-01-15'), tile(2, '2026-01-15')];
  const twentieth = [tile(3, '2026-01-20')];
  return {
    Month: 1,
    Year: 2026,
    Years: [2024, 2025, 2026],
    Days: [
      { Date: '2026-01-15', Posts: fifteenth },
      { Date: '2026-01-20', Posts: twentieth },
    ],
    Posts: [...twentieth, ...fifteenth],
    Page: 1,
    TotalPages: 1,
    Total: 3,
    ...overrides,
  };
}

export function postView(overrides: Partial<NewsPostView> = {}): NewsPostView {
  const base = tile(7, '2026-01-10');
  return {
    ...base,
    Title: 'Le nouvel atelier',
    Html: '<p>Nous avons déménagé.</p>',
    Images: [
      {
        Url: '/media/news/7-1.jpg',
        Width: 1200,
        Height: 800,
        Alt: 'La façade',
        Caption: 'Rue Haute',
      },
      { Url: '/media/news/7-2.jpg', Width: 800, Height: 1200, Alt: 'L’établi', Caption: '' },
    ],
    Author: 'Sophie Peeters',
    Alternates: { fr: '/fr/news/post-7', nl: '/nl/news/post-7' },
    Related: [tile(8), tile(9)],
    ...overrides,
  };
}
