/**
 * The home page (issue 19: "a home page that sells"): a banner slider whose last slide is a video
 * banner, the top categories with pictures, the new arrivals, a promotion with a countdown, the
 * news slider and why to buy here. All of it is CMS HTML: the widgets are markers the widget
 * host mounts; the first slide and the texts are in the server's first document, so the largest
 * paint needs no script. The slider's script waits until the page has settled and the widgets
 * further down until they near the viewport (`data-widget-load`, src/widgets/marker.ts), so
 * the page's first JS is the shell's alone.
 */

/** The film of the video slide (a YouTube id; played only after marketing consent). */
export const HOME_FILM = { provider: 'youtube', id: 'aqz-KE-bpKQ' } as const;

/**
 * The end of the promotion's countdown: the next 20 December, 23:59 in Brussels (22:59 UTC),
 * the last day an order is delivered before Christmas. Computed when the seed runs, so a shop
 * seeded on any day shows a running countdown.
 */
export function christmasDeadline(now: Date): string {
  const at = (year: number) => new Date(Date.UTC(year, 11, 20, 22, 59, 0));
  const thisYear = at(now.getUTCFullYear());
  return (thisYear.getTime() > now.getTime() ? thisYear : at(now.getUTCFullYear() + 1)).toISOString();
}

interface Slide {
  scene: string;
  href: string;
  title: string;
  text: string;
  action: string;
  alt: string;
}

interface HomeTexts {
  culture: 'fr' | 'nl';
  welcome: string;
  lead: string;
  sliderLabel: string;
  slides: [Slide, Slide];
  film: { title: string; text: string; label: string; alt: string };
  categoriesTitle: string;
  categories: { scene: string; slug: string; name: string }[];
  newTag: string;
  newTitle: string;
  promo: { kicker: string; title: string; text: string; action: string; tag: string };
  countdown: { label: string; ended: string };
  newsTitle: string;
  uspTitle: string;
  usp: string[];
}

function picture(scene: string, alt: string, first: boolean): string {
  const load = first ? 'fetchpriority="high"' : 'loading="lazy"';
  return (
    `<picture><source media="(max-width: 575.98px)" srcset="/media/scene/banner-${scene}-tall.svg" width="800" height="960">` +
    `<img src="/media/scene/banner-${scene}-wide.svg" width="1600" height="640" alt="${alt}" ${load}></picture>`
  );
}

function slide(s: Slide, first: boolean): string {
  return `<div class="banner-slide">${picture(s.scene, s.alt, first)}<div class="banner-caption"><h2>${s.title}</h2><p>${s.text}</p><a class="btn btn-light" href="${s.href}">${s.action}</a></div></div>`;
}

export function homeHtml(t: HomeTexts, promotionEnd: string): string {
  const c = t.culture;
  return `<h1 class="home-title">${t.welcome}</h1>
<p class="lead home-lead">${t.lead}</p>
<div class="banner-slider" data-widget="banner-slider" data-widget-load="idle" data-duration="6000" data-animation="Fade" data-navigationcontrol="true" data-directioncontrol="true" data-label="${t.sliderLabel}">
${slide(t.slides[0], true)}
${slide(t.slides[1], false)}
<div class="banner-slide banner-video" data-provider="${HOME_FILM.provider}" data-video-id="${HOME_FILM.id}" data-video-title="${t.film.title}" data-video-label="${t.film.label}">${picture('film', t.film.alt, false)}<div class="banner-caption"><h2>${t.film.title}</h2><p>${t.film.text}</p></div></div>
</div>
<section class="home-categories" aria-labelledby="home-categories-title"><h2 id="home-categories-title">${t.categoriesTitle}</h2>
<ul class="category-tiles">${t.categories
    .map(
      (k) =>
        `<li><a href="/${c}/catalog/category/${k.slug}"><img src="/media/scene/category-${k.scene}.svg" width="600" height="450" alt="" loading="lazy"><span>${k.name}</span></a></li>`,
    )
    .join('')}</ul></section>
<div class="home-products" data-widget="product-slider" data-widget-load="visible" data-tag="${t.newTag}" data-title="${t.newTitle}" data-limit="12"></div>
<section class="home-promo"><div class="home-promo-text"><p class="home-promo-kicker">${t.promo.kicker}</p><h2>${t.promo.title}</h2><p>${t.promo.text}</p><a class="btn btn-primary" href="/${c}/catalog/tag/${t.promo.tag}">${t.promo.action}</a></div>
<div class="home-countdown" data-widget="countdown" data-widget-load="visible" data-end="${promotionEnd}" data-label="${t.countdown.label}" data-on-end="message" data-ended-text="${t.countdown.ended}"></div></section>
<div class="home-news" data-widget="news-slider" data-widget-load="visible" data-title="${t.newsTitle}" data-category-ids="0" data-display-children="true" data-posts-per-page="9"></div>
<section class="usp"><h2>${t.uspTitle}</h2><ul>
${t.usp.map((line) => `<li>${line}</li>`).join('\n')}</ul></section>
<script type="text/plain" data-cookie-consent="statistics">window.dataLayer = window.dataLayer || [];
window.dataLayer.push({ event: 'vitrine.statistics.start', culture: '${c}' });</script>`;
}

export const homeFr: HomeTexts = {
  culture: 'fr',
  welcome: 'Bienvenue chez Vitrine',
  lead: 'Mode, maison et accessoires choisis avec soin, livrés en 48 heures en Belgique, au Luxembourg et aux Pays-Bas.',
  sliderLabel: 'À la une',
  slides: [
    {
      scene: 'winter',
      href: '/fr/catalog/category/femme',
      title: 'L’hiver en douceur',
      text: 'Manteaux, mailles et écharpes : la collection d’hiver est arrivée.',
      action: 'Voir la collection',
      alt: 'Un caban, un pull col roulé et une écharpe',
    },
    {
      scene: 'home',
      href: '/fr/catalog/category/maison',
      title: 'Un intérieur chaleureux',
      text: 'Coussins, plaids et linge de table tissés en Europe.',
      action: 'Découvrir la maison',
      alt: 'Un coussin, un plaid et une nappe',
    },
  ],
  film: {
    title: 'La collection en film',
    text: 'Deux minutes dans nos ateliers, de la laine à la vitrine.',
    label: 'Voir le film',
    alt: 'Une robe, un sac et une veste',
  },
  categoriesTitle: 'Nos univers',
  categories: [
    { scene: 'women', slug: 'femme', name: 'Femme' },
    { scene: 'men', slug: 'homme', name: 'Homme' },
    { scene: 'home', slug: 'maison', name: 'Maison' },
    { scene: 'accessories', slug: 'accessoires', name: 'Accessoires' },
  ],
  newTag: 'nouveaute',
  newTitle: 'Nouveautés',
  promo: {
    kicker: 'Cadeaux de fin d’année',
    title: 'Livrés avant Noël',
    text: 'Commandez avant le 20 décembre : vos cadeaux arrivent avant les fêtes. Et 15 € de réduction avec le code CADEAU15.',
    action: 'Nos idées cadeaux',
    tag: 'idee-cadeau',
  },
  countdown: {
    label: 'Livraison avant Noël : il vous reste',
    ended: 'Les commandes passées maintenant arriveront après Noël.',
  },
  newsTitle: 'Actualités',
  uspTitle: 'Pourquoi acheter chez nous ?',
  usp: [
    '<strong>Livraison gratuite</strong> dès 75 € à domicile, dès 50 € en point d’enlèvement.',
    '<strong>Retour gratuit</strong> pendant 30 jours.',
    '<strong>Paiement sécurisé</strong> par carte, Bancontact ou virement.',
    '<strong>Service client</strong> en français et en néerlandais.',
  ],
};

export const homeNl: HomeTexts = {
  culture: 'nl',
  welcome: 'Welkom bij Vitrine',
  lead: 'Zorgvuldig gekozen mode, wonen en accessoires, binnen 48 uur geleverd in België, Luxemburg en Nederland.',
  sliderLabel: 'In de kijker',
  slides: [
    {
      scene: 'winter',
      href: '/nl/catalog/category/dames',
      title: 'Zacht de winter door',
      text: 'Jassen, breiwerk en sjaals: de wintercollectie is er.',
      action: 'Bekijk de collectie',
      alt: 'Een caban, een coltrui en een sjaal',
    },
    {
      scene: 'home',
      href: '/nl/catalog/category/wonen',
      title: 'Een warm interieur',
      text: 'Kussens, plaids en tafellinnen, geweven in Europa.',
      action: 'Ontdek wonen',
      alt: 'Een kussen, een plaid en een tafelkleed',
    },
  ],
  film: {
    title: 'De collectie in beeld',
    text: 'Twee minuten in onze ateliers, van wol tot etalage.',
    label: 'Bekijk de film',
    alt: 'Een jurk, een tas en een jas',
  },
  categoriesTitle: 'Onze werelden',
  categories: [
    { scene: 'women', slug: 'dames', name: 'Dames' },
    { scene: 'men', slug: 'heren', name: 'Heren' },
    { scene: 'home', slug: 'wonen', name: 'Wonen' },
    { scene: 'accessories', slug: 'accessoires', name: 'Accessoires' },
  ],
  newTag: 'nieuw',
  newTitle: 'Nieuw binnen',
  promo: {
    kicker: 'Eindejaarscadeaus',
    title: 'Geleverd vóór Kerstmis',
    text: 'Bestel vóór 20 december: uw cadeaus komen vóór de feestdagen aan. En € 15 korting met de code CADEAU15.',
    action: 'Onze cadeautips',
    tag: 'cadeautip',
  },
  countdown: {
    label: 'Levering vóór Kerstmis: u hebt nog',
    ended: 'Wat u nu bestelt, komt na Kerstmis aan.',
  },
  newsTitle: 'Nieuws',
  uspTitle: 'Waarom bij ons kopen?',
  usp: [
    '<strong>Gratis levering</strong> vanaf € 75 aan huis, vanaf € 50 in een afhaalpunt.',
    '<strong>Gratis retour</strong> binnen 30 dagen.',
    '<strong>Veilig betalen</strong> met kaart, Bancontact of overschrijving.',
    '<strong>Klantendienst</strong> in het Nederlands en het Frans.',
  ],
};

/** The next 3 January, 9:00 in Brussels (8:00 UTC): the day Belgian winter sales start. */
export function winterSalesStart(now: Date): string {
  const at = (year: number) => new Date(Date.UTC(year, 0, 3, 8, 0, 0));
  const next = at(now.getUTCFullYear());
  return (next.getTime() > now.getTime() ? next : at(now.getUTCFullYear() + 1)).toISOString();
}

/** `days` after the seed, at midnight UTC: when the offers page's popups end. */
export function daysAfter(now: Date, days: number): string {
  const at = new Date(now.getTime() + days * 86_400_000);
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate())).toISOString();
}
