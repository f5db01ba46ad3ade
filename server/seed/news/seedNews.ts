import { sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import {
  newsCategories,
  newsCategoryTexts,
  newsPictures,
  newsPosts,
  newsPostTexts,
} from '../../db/schema';
import { slugify } from '../../services/catalog/text';
import { newsCategorySeed } from './categories';
import { newsTopics, type Topic, type TopicText } from './topics';
import {
  longDay,
  newsAuthors,
  newsCities,
  newsColours,
  newsGarments,
  newsMaterials,
  seasonOf,
} from './vocabulary';

type Db = Pick<AppDb, 'insert' | 'delete' | 'execute'>;

/** Posts shoppers see: spread over the two years before the seed's "now". */
export const NEWS_SEED_POSTS = 64;
const DAY_MS = 86_400_000;
const TWO_YEARS_DAYS = 716;
/** Picture sizes after the first (landscape) one: the masonry layouts get varied heights. */
const SIZES: [number, number][] = [
  [1200, 800],
  [800, 1000],
  [1000, 800],
  [800, 800],
];

const day = (date: Date) => date.toISOString().slice(0, 10);

/** `daysAgo` days before `now`, at a working hour (07:00-16:45 UTC: 8-18 h in Brussels). */
function officeHours(now: Date, daysAgo: number, k: number): Date {
  const date = new Date(now.getTime() - daysAgo * DAY_MS);
  date.setUTCHours(7 + ((k * 5) % 10), (k * 15) % 60, 0, 0);
  return date;
}

interface PlannedPost {
  topic: Topic;
  category: string;
  publishedAt: Date;
  eventDate: string | null;
  active: boolean;
  text: TopicText;
  pictures: number;
  author: string;
  colour: number;
}

/**
 * Post k (0 newest): a plain shop notice published a minute before "now" (the calendar's current
 * month always has a post), then four events published in the last weeks whose days lie in the
 * coming weeks (announced in advance), then the rest back over two years.
 */
function plan(k: number, now: Date): Omit<PlannedPost, 'text'> & { vars: number } {
  const topic = newsTopics[(k + 6) % newsTopics.length]!;
  const daysAgo = k === 0 ? 0 : Math.min(TWO_YEARS_DAYS, Math.round(k * 11.2) + ((k * 7) % 5));
  const publishedAt = k === 0 ? new Date(now.getTime() - 60_000) : officeHours(now, daysAgo, k);
  const eventOffset = daysAgo < 60 ? daysAgo + 5 + 6 * k : 7 + ((k * 13) % 29);
  return {
    topic,
    category: topic.category,
    publishedAt,
    eventDate: topic.event ? day(new Date(publishedAt.getTime() + eventOffset * DAY_MS)) : null,
    active: true,
    pictures: 1 + (k % 4),
    author: newsAuthors[k % newsAuthors.length]!,
    colour: k,
    vars: k,
  };
}

function write(topic: Topic, k: number, publishedAt: Date, eventDate: string | null): TopicText {
  const pick = <T>(list: T[], step: number) => list[(k * step + Math.floor(k / 11)) % list.length]!;
  return topic.write({
    season: seasonOf(publishedAt.getUTCMonth()),
    year: publishedAt.getUTCFullYear(),
    material: pick(newsMaterials, 3),
    colour: pick(newsColours, 5),
    city: pick(newsCities, 2),
    garment: pick(newsGarments, 3),
    eventDay: longDay(eventDate ?? day(publishedAt)),
  });
}

/** Every post the seed writes: the visible ones, a scheduled one, an unpublished one, an archived one. */
export function plannedNewsPosts(now: Date): PlannedPost[] {
  const posts: PlannedPost[] = [];
  for (let k = 0; k < NEWS_SEED_POSTS; k++) {
    const p = plan(k, now);
    posts.push({ ...p, text: write(p.topic, k, p.publishedAt, p.eventDate) });
  }
  const extra = (k: number, change: Partial<PlannedPost>) => {
    const p = { ...plan(k, now), ...change };
    posts.push({ ...p, text: write(p.topic, k + 100, p.publishedAt, p.eventDate) });
  };
  // Scheduled for next week: not shown before then.
  extra(4, { publishedAt: new Date(now.getTime() + 7 * DAY_MS) });
  // Written but switched off by the shop.
  extra(5, { active: false });
  // Filed under the inactive Archives category.
  extra(6, { category: 'archive' });
  return posts;
}

/** One slug per culture: a repeated title gets its rank appended. */
function uniqueSlugger() {
  const taken = new Set<string>();
  return (title: string) => {
    const base = slugify(title).slice(0, 180);
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    return slug;
  };
}

const paragraphs = (list: string[]) => list.map((p) => `<p>${escape(p)}</p>`).join('');
const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Writes the demo news in one transaction; replaces any news written before (like the catalog's
 * seed). Dates are relative to `now`, so the calendar's current month always has news.
 */
export async function seedNews(db: AppDb, now: Date = new Date()): Promise<void> {
  await db.transaction((tx) => writeNews(tx, now));
}

async function writeNews(db: Db, now: Date): Promise<void> {
  await db.delete(newsCategories);
  const ids = new Map<string, number>();
  for (const [position, c] of newsCategorySeed.entries()) {
    // Fixed ids (1 Actualités … 8 Archives): CMS markers name categories by id
    // (data-category-ids), and seeding again must not move them.
    const [row] = await db
      .insert(newsCategories)
      .values({
        id: position + 1,
        parentId: c.parent === null ? null : ids.get(c.parent)!,
        position,
        isActive: c.active,
      })
      .returning({ id: newsCategories.id });
    ids.set(c.key, row!.id);
    await db.insert(newsCategoryTexts).values([
      { categoryId: row!.id, culture: 'fr', ...c.fr },
      { categoryId: row!.id, culture: 'nl', ...c.nl },
    ]);
  }
  // The shop's own categories, made later, number on after the seeded ones.
  await db.execute(
    sql`select setval(pg_get_serial_sequence('news_categories', 'id'), (select max(id) from news_categories))`,
  );
  const slugFr = uniqueSlugger();
  const slugNl = uniqueSlugger();
  for (const [k, post] of plannedNewsPosts(now).entries()) {
    const [row] = await db
      .insert(newsPosts)
      .values({
        categoryId: ids.get(post.category)!,
        publishedAt: post.publishedAt,
        eventDate: post.eventDate,
        author: post.author,
        isActive: post.active,
        updatedAt: post.publishedAt,
      })
      .returning({ id: newsPosts.id });
    const postId = row!.id;
    const { fr, nl } = post.text;
    const fields = (t: typeof fr) => ({
      title: t.title,
      summary: t.summary,
      html: paragraphs(t.paragraphs),
    });
    await db.insert(newsPostTexts).values([
      { postId, culture: 'fr', slug: slugFr(fr.title), ...fields(fr) },
      { postId, culture: 'nl', slug: slugNl(nl.title), ...fields(nl) },
    ]);
    const captions = post.text.captions;
    const count = Math.min(post.pictures, captions.length);
    await db.insert(newsPictures).values(
      Array.from({ length: count }, (_, i) => {
        const caption = captions[i]!;
        const [width, height] = SIZES[i]!;
        return {
          postId,
          position: i,
          name: `${slugify(caption.fr).slice(0, 60) || 'photo'}-${k + 1}-${i + 1}`,
          width,
          height,
          color: newsColours[(post.colour + i * 2) % newsColours.length]!.hex,
          captions: { fr: caption.fr, nl: caption.nl },
          alts: { fr: `${caption.fr} – ${fr.title}`, nl: `${caption.nl} – ${nl.title}` },
        };
      }),
    );
  }
}

/** Whether the shop has news (a shop seeded before issue 19 gets the demo news once). */
export async function hasNewsSeed(db: Pick<AppDb, 'execute'>): Promise<boolean> {
  const result = (await db.execute(
    sql`select exists (select 1 from news_categories) as found`,
  )) as {
    rows: { found: boolean }[];
  };
  return result.rows[0]?.found === true;
}
