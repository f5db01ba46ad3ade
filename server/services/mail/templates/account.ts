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
/** Someone registered with an address that has an account: where its owner can go instead. */
export const RegistrationAttemptData = Type.Object({
  FirstName: Type.String({ maxLength: 100 }),
  LogInLink: Type.String({ minLength: 1, maxLength: 2000 }),
  ResetLink: Type.String({ minLength: 1, maxLength: 2000 }),
});
type AccountMailData = Static<typeof AccountMailData>;

const footer = (c: TemplateContext) => c.t('Mail.Footer.Account', c.shopName);

// The helpers take texts, not key prefixes: whole keys, so the strings coverage test finds each.
interface Texts {
  subject: string;
  heading: string;
  body: string;
}

/** A mail whose link does the thing asked: the button, how long it works, "ignore if not you". */
function linkMail(
  d: AccountMailData,
  c: TemplateContext,
  texts: Texts & { action: string; expiry: string },
): MailParts {
  return {
    subject: texts.subject,
    heading: texts.heading,
    blocks: [
      { paragraph: c.t('Mail.Greeting', d.FirstName) },
      { paragraph: texts.body },
      { action: { label: texts.action, href: c.absolute(d.Link) } },
      { paragraph: texts.expiry },
      { paragraph: c.t('Mail.NotYou.Ignore') },
    ],
    footer: footer(c),
  };
}

/** A change to the account's security: "if this wasn't you", with Link (forgot password). */
function securityNotice(d: AccountMailData, c: TemplateContext, texts: Texts): MailParts {
  return {
    subject: texts.subject,
    heading: texts.heading,
    blocks: [
      { paragraph: c.t('Mail.Greeting', d.FirstName) },
      { paragraph: texts.body },
      { paragraph: c.t('Mail.NotYou.Secure') },
      { action: { label: c.t('Mail.NotYou.Action'), href: c.absolute(d.Link) } },
    ],
    footer: footer(c),
  };
}

/** The register form's mail: the link verifies the address (48 hours). */
export function accountVerification(d: AccountMailData, c: TemplateContext): MailParts {
  return linkMail(d, c, {
    subject: c.t('Mail.AccountVerification.Subject', c.shopName),
    heading: c.t('Mail.AccountVerification.Heading'),
    body: c.t('Mail.AccountVerification.Body', c.shopName),
    action: c.t('Mail.AccountVerification.Action'),
    expiry: c.t('Mail.AccountVerification.Expiry', VERIFY_TOKEN_TTL_HOURS),
  });
}

/**
 * The register form's mail for an address with no account yet: the link makes the account (and
 * logs in), 48 hours. The verification mail's subject, heading and button: it confirms the address.
 */
export function registrationConfirm(d: AccountMailData, c: TemplateContext): MailParts {
  return linkMail(d, c, {
    subject: c.t('Mail.AccountVerification.Subject', c.shopName),
    heading: c.t('Mail.AccountVerification.Heading'),
    body: c.t('Mail.RegistrationConfirm.Body', c.shopName),
    action: c.t('Mail.AccountVerification.Action'),
    expiry: c.t('Mail.AccountVerification.Expiry', VERIFY_TOKEN_TTL_HOURS),
  });
}

/**
 * The register form's mail for an address that has an account (the form's answer is the same
 * as for a new one, so the form tells no one): log in, or choose a new password.
 */
export function registrationAttempt(
  d: Static<typeof RegistrationAttemptData>,
  c: TemplateContext,
): MailParts {
  return {
    subject: c.t('Mail.RegistrationAttempt.Subject', c.shopName),
    heading: c.t('Mail.RegistrationAttempt.Heading'),
    blocks: [
      { paragraph: c.t('Mail.Greeting', d.FirstName) },
      { paragraph: c.t('Mail.RegistrationAttempt.Body', c.shopName) },
      { action: { label: c.t('Mail.RegistrationAttempt.LogIn'), href: c.absolute(d.LogInLink) } },
      { action: { label: c.t('Mail.NotYou.Action'), href: c.absolute(d.ResetLink) } },
      { paragraph: c.t('Mail.NotYou.Ignore') },
    ],
    footer: footer(c),
  };
}

/** Forgot password: the link works once, for RESET_TOKEN_TTL_MINUTES. */
export function passwordReset(d: AccountMailData, c: TemplateContext): MailParts {
  return linkMail(d, c, {
    subject: c.t('Mail.PasswordReset.Subject', c.shopName),
    heading: c.t('Mail.PasswordReset.Heading'),
    body: c.t('Mail.PasswordReset.Body'),
    action: c.t('Mail.PasswordReset.Action'),
    expiry: c.t('Mail.PasswordReset.Expiry', RESET_TOKEN_TTL_MINUTES),
  });
}

/** After a change or a reset; Link is the forgot-password page ("if this wasn't you"). */
export function passwordChanged(d: AccountMailData, c: TemplateContext): MailParts {
  return securityNotice(d, c, {
    subject: c.t('Mail.PasswordChanged.Subject', c.shopName),
    heading: c.t('Mail.PasswordChanged.Heading'),
    body: c.t('Mail.PasswordChanged.Body'),
  });
}

/** Two-factor turned on or off; Link is the forgot-password page too. */
export function twoFactorChanged(
  d: Static<typeof TwoFactorMailData>,
  c: TemplateContext,
): MailParts {
  return securityNotice(
    d,
    c,
    d.Enabled
      ? {
          subject: c.t('Mail.TwoFactorEnabled.Subject', c.shopName),
          heading: c.t('Mail.TwoFactorEnabled.Heading'),
          body: c.t('Mail.TwoFactorEnabled.Body'),
        }
      : {
          subject: c.t('Mail.TwoFactorDisabled.Subject', c.shopName),
          heading: c.t('Mail.TwoFactorDisabled.Heading'),
          body: c.t('Mail.TwoFactorDisabled.Body'),
        },
  );
}
