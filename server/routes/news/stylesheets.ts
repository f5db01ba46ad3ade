import fs from 'node:fs';
import path from 'node:path';

/**
 * A page chunk's own CSS (news.scss in page-news-post.*.css), linked from the first document's
 * main section so the server's HTML is styled as the app will style it from the first paint
 * (the picture's figure keeps its margins: nothing moves when the chunk arrives). As the
 * catalog's list pages do it: the data-href hides the link from the chunk loader, which adds its
 * own to the head (from the browser's cache); this one leaves with the server's HTML.
 */
export function chunkStylesheets(staticDir: string, appBase: string, chunk: string): string {
  const dir = path.join(staticDir, 'assets');
  if (!fs.existsSync(dir)) return '';
  const pattern = new RegExp(`^${chunk}\\.[\\w-]+\\.css$`);
  return fs
    .readdirSync(dir)
    .filter((file) => pattern.test(file))
    .map(
      (file) => `<link rel="stylesheet" href="${appBase}/assets/${file}" data-href="first-paint">`,
    )
    .join('');
}
