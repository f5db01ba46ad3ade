import { Type, type Static } from '@sinclair/typebox';
import type { TemplateContext } from './context';
import type { Block, MailParts } from './layout';

const Text = Type.String({ maxLength: 10_000 });

/**
 * A CMS form's submission, mailed to the form's recipient (the shop): every field's label and
 * value as the shopper sent it, and a link to each kept file (services/forms/formMail.ts).
 */
export const CmsFormMailData = Type.Object({
  FormTitle: Type.String({ minLength: 1, maxLength: 200 }),
  Rows: Type.Array(Type.Object({ Label: Text, Value: Text }), { maxItems: 100 }),
  Files: Type.Array(
    Type.Object({
      Label: Text,
      Name: Type.String({ maxLength: 255 }),
      /** The file's address in the shop (a path). */
      Link: Type.String({ minLength: 1, maxLength: 2000 }),
    }),
    { maxItems: 100 },
  ),
});
export type CmsFormMailData = Static<typeof CmsFormMailData>;

export function cmsFormSubmitted(d: CmsFormMailData, c: TemplateContext): MailParts {
  const blocks: Block[] = [
    { paragraph: c.t('Mail.CmsForm.Body', d.FormTitle) },
    {
      table: {
        caption: c.t('Mail.CmsForm.Values'),
        head: [c.t('Mail.CmsForm.Field'), c.t('Mail.CmsForm.Value')],
        rows: d.Rows.map((r) => [r.Label, r.Value]),
        foot: [],
      },
    },
    ...d.Files.map((f) => ({
      action: { label: c.t('Mail.CmsForm.File', f.Label, f.Name), href: c.absolute(f.Link) },
    })),
  ];
  return {
    subject: c.t('Mail.CmsForm.Subject', d.FormTitle, c.shopName),
    heading: c.t('Mail.CmsForm.Heading', d.FormTitle),
    blocks,
    footer: c.t('Mail.CmsForm.Footer', c.shopName),
  };
}
