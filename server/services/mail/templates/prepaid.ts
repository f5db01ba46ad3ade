import { Type, type Static } from '@sinclair/typebox';
import type { MailParts } from './layout';
import type { TemplateContext } from './context';

/** P8: the balance of a prepaid account fell under its type's threshold (amounts formatted). */
export const PrepaidLowBalanceData = Type.Object({
  FirstName: Type.String({ maxLength: 100 }),
  AccountName: Type.String({ maxLength: 200 }),
  Balance: Type.String({ maxLength: 40 }),
  Threshold: Type.String({ maxLength: 40 }),
  Link: Type.String({ minLength: 1, maxLength: 2000 }),
});
type PrepaidLowBalanceData = Static<typeof PrepaidLowBalanceData>;

export function prepaidLowBalance(d: PrepaidLowBalanceData, c: TemplateContext): MailParts {
  return {
    subject: c.t('Mail.PrepaidLowBalance.Subject', d.AccountName),
    heading: c.t('Mail.PrepaidLowBalance.Heading'),
    blocks: [
      { paragraph: c.t('Mail.Greeting', d.FirstName) },
      { paragraph: c.t('Mail.PrepaidLowBalance.Body', d.AccountName, d.Balance, d.Threshold) },
      { action: { label: c.t('Mail.PrepaidLowBalance.Action'), href: c.absolute(d.Link) } },
    ],
    footer: c.t('Mail.PrepaidLowBalance.Footer', c.shopName),
  };
}
