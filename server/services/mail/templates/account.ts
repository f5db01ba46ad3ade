import { Type, type Static } from '@sinclair/typebox';
import { RESET_TOKEN_TTL_MINUTES, VERIFY_TOKEN_TTL_HOURS } from '../../../../rules/account';
import type { MailParts } from './layout';
import type { TemplateContext } from './context';

/** Every account mail greets by first name and carries one link (a path, made absolute). */
export const AccountMailData = Type.Object({
  FirstName: Type.String({ maxLength: 100 }),
  Link: Type.String({ minLength: 1, maxLength: 2000 }),
});
export const TwoFactorMailData = Type.Object({
  FirstName: Type.String({ maxLength: 100 }),
  Enabled: Type.Boolean(),
  Link: Type.String({ minLength: 1, maxLength: 2000 }),
});
type AccountMailData = Static<typeof AccountMailData>;

const footer = (c: TemplateContext) => c.t('Mail.Footer.Account', c.shopName);

/** The register form's mail: the link verifies the address (48 hours). */
export function accountVerification(d: AccountMailData, c: TemplateContext): MailParts {
  return {
    subject: c.t('Mail.AccountVerification.Subject', c.shopName),
    heading: c.t('Mail.AccountVerification.Heading'),
    blocks: [
      { paragraph: c.t('Mail.Greeting', d.FirstName) },
      { paragraph: c.t('Mail.AccountVerification.Body', c.shopName) },
      { action: { label: c.t('Mail.AccountVerification.Action'), href: c.absolute(d.Link) } },
      { paragraph: c.t('Mail.AccountVerification.Expiry', VERIFY_TOKEN_TTL_HOURS) },
      { paragraph: c.t('Mail.NotYou.Ignore') },
    ],
    footer: footer(c),
  };
}

/** Forgot password: the link works once, for RESET_TOKEN_TTL_MINUTES. */
export function passwordReset(d: AccountMailData, c: TemplateContext): MailParts {
  return {
    subject: c.t('Mail.PasswordReset.Subject', c.shopName),
    heading: c.t('Mail.PasswordReset.Heading'),
    blocks: [
      { paragraph: c.t('Mail.Greeting', d.FirstName) },
      { paragraph: c.t('Mail.PasswordReset.Body') },
      { action: { label: c.t('Mail.PasswordReset.Action'), href: c.absolute(d.Link) } },
      { paragraph: c.t('Mail.PasswordReset.Expiry', RESET_TOKEN_TTL_MINUTES) },
      { paragraph: c.t('Mail.NotYou.Ignore') },
    ],
    footer: footer(c),
  };
}

/** After a change or a reset; Link is the forgot-password page ("if this wasn't you"). */
export function passwordChanged(d: AccountMailData, c: TemplateContext): MailParts {
  return {
    subject: c.t('Mail.PasswordChanged.Subject', c.shopName),
    heading: c.t('Mail.PasswordChanged.Heading'),
    blocks: [
      { paragraph: c.t('Mail.Greeting', d.FirstName) },
      { paragraph: c.t('Mail.PasswordChanged.Body') },
      { paragraph: c.t('Mail.NotYou.Secure') },
      { action: { label: c.t('Mail.NotYou.Action'), href: c.absolute(d.Link) } },
    ],
    footer: footer(c),
  };
}

/** Two-factor turned on or off; Link is the forgot-password page too. */
export function twoFactorChanged(
  d: Static<typeof TwoFactorMailData>,
  c: TemplateContext,
): MailParts {
  // Whole keys, not built ones: the strings coverage test finds each.
  const [subject, heading, body] = d.Enabled
    ? [
        c.t('Mail.TwoFactorEnabled.Subject', c.shopName),
        c.t('Mail.TwoFactorEnabled.Heading'),
        c.t('Mail.TwoFactorEnabled.Body'),
      ]
    : [
        c.t('Mail.TwoFactorDisabled.Subject', c.shopName),
        c.t('Mail.TwoFactorDisabled.Heading'),
        c.t('Mail.TwoFactorDisabled.Body'),
      ];
  return {
    subject,
    heading,
    blocks: [
      { paragraph: c.t('Mail.Greeting', d.FirstName) },
      { paragraph: body },
      { paragraph: c.t('Mail.NotYou.Secure') },
      { action: { label: c.t('Mail.NotYou.Action'), href: c.absolute(d.Link) } },
    ],
    footer: footer(c),
  };
}
