import type { Site } from '../site';
import type { OutboxRow, Rendered } from './outbox';
import { MAIL_TEMPLATES, type MailTemplate } from './queue';
import { mailTemplates } from './templates';

export interface RenderSettings {
  site: Pick<Site, 't' | 'cmsName' | 'isCulture' | 'defaultCulture'>;
  /** PUBLIC_URL + APP_BASE: what a link path in a mail's data is appended to. */
  links: string;
  appBase: string;
}

const isTemplate = (name: string): name is MailTemplate =>
  (MAIL_TEMPLATES as readonly string[]).includes(name);

/**
 * A row's subject, text and HTML, in its culture (the site's default when the culture is no
 * longer offered). Throws on an unknown template or data that does not fit it: the dispatcher
 * records that as the row's error.
 */
export function renderMail(
  row: Pick<OutboxRow, 'template' | 'culture' | 'data'>,
  settings: RenderSettings,
): Rendered {
  if (!isTemplate(row.template)) throw new Error(`unknown mail template ${row.template}`);
  const culture = settings.site.isCulture(row.culture) ? row.culture : settings.site.defaultCulture;
  return mailTemplates[row.template](row.data, { ...settings, culture });
}
