import type { NewsList, NewsPostView } from '../../../api/contract/news';
import { escapeHtml, withoutScripts, type DocumentView } from '../document';

/** Meta descriptions past this length are cut by search engines anyway. */
const DESCRIPTION_MAX = 160;

function metaDescription(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= DESCRIPTION_MAX
    ? clean
    : `${clean.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
}

/**
 * The top of a post's page as the client's post page renders it (features/news/post/
 * NewsPostPage.tsx): title, date · category · author, the first picture (the page's largest
 * paint, its box reserved and fetched with high priority) and the article, with the same
 * elements and classes. The picture's zoom button and the other pictures come with the chunk.
 */
export function newsPostMainHtml(view: NewsPostView, dateLabel: string): string {
  const e = escapeHtml;
  const image = view.Images[0] ?? view.Image;
  const author = view.Author ? ` · ${e(view.Author)}` : '';
  return [
    '<div class="news-post-page"><article class="news-post">',
    `<h1 class="news-post-title">${e(view.Title)}</h1>`,
    `<p class="news-post-meta text-muted"><time datetime="${e(view.PublishedAt)}">${e(dateLabel)}</time> · ${e(view.Category.Name)}${author}</p>`,
    `<figure class="news-post-figure"><span class="news-post-picture"><img class="news-post-img w-100 h-auto" src="${e(image.Url)}" width="${image.Width}" height="${image.Height}" alt="${e(image.Alt)}" fetchpriority="high" style="aspect-ratio: ${image.Width} / ${image.Height};"></span>`,
    image.Caption ? `<figcaption>${e(image.Caption)}</figcaption>` : '',
    '</figure>',
    // Trusted CMS HTML, written by the shop: served as is, like CMS pages (scripts left out).
    `<article class="news-post-body">${withoutScripts(view.Html)}</article>`,
    '</article></div>',
  ].join('');
}

/** schema.org NewsArticle of a post, addresses made absolute. */
export function newsArticleJsonLd(
  view: NewsPostView,
  culture: string,
  origin: string,
  modifiedAt: string,
  publisher: string,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: view.Title,
    description: metaDescription(view.Summary),
    datePublished: view.PublishedAt,
    dateModified: modifiedAt,
    author: { '@type': 'Person', name: view.Author },
    image: view.Images.map((i) => origin + i.Url),
    inLanguage: culture,
    articleSection: view.Category.Name,
    mainEntityOfPage: origin + view.Url,
    publisher: { '@type': 'Organization', name: publisher },
  };
}

export interface PostDocumentInput {
  view: NewsPostView;
  culture: string;
  origin: string;
  modifiedAt: string;
  publisher: string;
  dateLabel: string;
  prime: DocumentView['prime'];
  /** The post chunk's stylesheet links (routes/news/stylesheets.ts), '' when none. */
  stylesheets: string;
}

/** The first document of a post's page. */
export function newsPostDocumentView(input: PostDocumentInput): DocumentView {
  const { view } = input;
  const jsonLd = newsArticleJsonLd(
    view,
    input.culture,
    input.origin,
    input.modifiedAt,
    input.publisher,
  );
  return {
    title: view.Title,
    description: metaDescription(view.Summary),
    canonical: view.Url,
    alternates: view.Alternates,
    bodyClass: 'inner',
    mainHtml: input.stylesheets + newsPostMainHtml(view, input.dateLabel),
    jsonLd,
    prime: input.prime,
  };
}

/** The first document of the news list page: its heading and the latest posts, as links. */
export function newsListDocumentView(input: {
  title: string;
  description: string;
  canonical: string;
  alternates: Record<string, string>;
  list: NewsList;
  stylesheets: string;
}): DocumentView {
  const e = escapeHtml;
  const items = input.list.Posts.map(
    (p) =>
      `<li class="news-list-item"><a href="${e(p.Url)}">${e(p.Title)}</a><p>${e(p.Summary)}</p></li>`,
  ).join('');
  return {
    title: input.title,
    description: input.description,
    canonical: input.canonical,
    alternates: input.alternates,
    bodyClass: 'inner',
    mainHtml: `${input.stylesheets}<div class="news-page"><h1>${e(input.title)}</h1><ul class="list-unstyled news-list-latest">${items}</ul></div>`,
  };
}
