import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import NewsBlogWidget from '@features/news/widgets/NewsBlogWidget';
import NewsGalleryWidget from '@features/news/widgets/NewsGalleryWidget';
import NewsListWidget from '@features/news/widgets/NewsListWidget';
import { json } from '../../support/fetchMock';
import { listAnswer } from './fixtures';
import { fakeToday, newsCalls, renderWidget } from './harness';

afterEach(() => {
  jest.useRealTimers();
});

/** M4 pages of 3 posts: page n holds posts 3n-2 … 3n. */
const pages = (totalPages: number) => (url: URL) => {
  const page = Number(url.searchParams.get('page'));
  return json(200, listAnswer(page, totalPages, page * 3 - 2));
};

const titles = (level: number) =>
  screen.getAllByRole('heading', { level }).map((h) => h.textContent);

describe('news-list widget (M4, masonry)', () => {
  it('shows today’s newest posts as cards, "more" appends the next page and focuses it', async () => {
    fakeToday('2026-01-15T10:00:00');
    const { server } = await renderWidget(
      <NewsListWidget postsPerPage="3" categoryIds="2" title="Nouvelles" />,
      pages(2),
    );
    await screen.findByText('Article 1');
    expect(titles(3)).toEqual(['Article 1', 'Article 2', 'Article 3']);
    // Every picture has its box before it loads.
    const image = document.querySelector('.news-card-image')!;
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '601');
    expect(screen.getByText('3 actualités affichées sur 6')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Plus d’actualités' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Article 4' })).toHaveFocus());
    expect(titles(3)).toHaveLength(6);
    // The new page is a block of its own: the posts already shown keep their columns.
    const blocks = [...document.querySelectorAll('.news-masonry-list')];
    expect(
      blocks.map((b) =>
        within(b as HTMLElement)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ),
    ).toEqual([
      ['Article 1', 'Article 2', 'Article 3'],
      ['Article 4', 'Article 5', 'Article 6'],
    ]);
    expect(newsCalls(server.calls)).toEqual([
      '/widget/news/newslist/2/false/3/2026-01-15?culture=fr&page=1',
      '/widget/news/newslist/2/false/3/2026-01-15?culture=fr&page=2',
    ]);
    // The last page: no more button.
    expect(screen.queryByRole('button', { name: 'Plus d’actualités' })).not.toBeInTheDocument();
  });

  it('keeps what it shows when "more" fails, and Retry fetches the page again', async () => {
    fakeToday('2026-01-15T10:00:00');
    let failing = false;
    const { store } = await renderWidget(<NewsListWidget postsPerPage="3" />, (url) =>
      failing && url.searchParams.get('page') === '2' ? json(503, {}) : pages(2)(url),
    );
    await screen.findByText('Article 1');
    failing = true;
    fireEvent.click(screen.getByRole('button', { name: 'Plus d’actualités' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erreur');
    expect(titles(2)).toHaveLength(3);
    expect(store.getState().ui.dialog).toBeNull();
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await screen.findByText('Article 6');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the inline alert when the first page fails', async () => {
    await renderWidget(<NewsListWidget />, () => json(500, {}));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur');
    expect(screen.queryByRole('button', { name: 'Plus d’actualités' })).not.toBeInTheDocument();
  });

  it('uses the defaults for a marker’s bad attributes', async () => {
    fakeToday('2026-01-15T10:00:00');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { server } = await renderWidget(
      <NewsListWidget categoryIds="abc" postsPerPage="500" displayChildren="maybe" />,
      pages(1),
    );
    await screen.findByText('Article 1');
    expect(newsCalls(server.calls)).toEqual([
      '/widget/news/newslist/0/false/6/2026-01-15?culture=fr&page=1',
    ]);
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });
});

describe('news-gallery widget', () => {
  it('shows the posts’ pictures, each a link to its post, and pages with "more"', async () => {
    fakeToday('2026-01-15T10:00:00');
    const { server } = await renderWidget(<NewsGalleryWidget postsPerPage="3" />, pages(3));
    const link = await screen.findByRole('link', { name: 'Article 1' });
    expect(link).toHaveAttribute('href', '/fr/news/post-1');
    const picture = link.querySelector('img')!;
    expect(picture).toHaveAttribute('width', '800');
    expect(picture).toHaveAttribute('height', '601');
    fireEvent.click(screen.getByRole('button', { name: 'Plus d’actualités' }));
    await screen.findByRole('link', { name: 'Article 6' });
    expect(newsCalls(server.calls)).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Plus d’actualités' })).toBeInTheDocument();
  });
});

describe('news-blog widget', () => {
  it('pages down to older and up to newer posts, moving the focus to the list', async () => {
    fakeToday('2026-01-15T10:00:00');
    const { server } = await renderWidget(<NewsBlogWidget title="Blog" />, pages(2));
    await screen.findByText('Article 1');
    expect(screen.getByRole('button', { name: /Plus récentes/ })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: /Plus anciennes/ }));
    await screen.findByText('Article 4');
    expect(screen.queryByText('Article 1')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Page 2 sur 2' });
    await waitFor(() => expect(list).toHaveFocus());
    expect(screen.getByRole('button', { name: /Plus anciennes/ })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: /Plus récentes/ }));
    await screen.findByText('Article 1');
    expect(newsCalls(server.calls)).toEqual([
      '/widget/news/newslist/0/false/3/2026-01-15?culture=fr&page=1',
      '/widget/news/newslist/0/false/3/2026-01-15?culture=fr&page=2',
    ]);
  });

  it('keeps the page it shows when the next fails, with the inline alert', async () => {
    fakeToday('2026-01-15T10:00:00');
    await renderWidget(<NewsBlogWidget />, (url) =>
      url.searchParams.get('page') === '2' ? json(500, {}) : pages(2)(url),
    );
    await screen.findByText('Article 1');
    fireEvent.click(screen.getByRole('button', { name: /Plus anciennes/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur');
    expect(screen.getByText('Article 1')).toBeInTheDocument();
  });
});
