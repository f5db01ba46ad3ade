import {
  FORGOT_PASSWORD_PATH,
  RESET_PASSWORD_PATH,
  RESET_TOKEN_TTL_MINUTES,
  VERIFY_EMAIL_PATH,
  VERIFY_TOKEN_TTL_HOURS,
} from '../../../rules/account';
import type { AppDb } from '../../db/client';
import { queueMail } from '../mail/queue';
import { issueToken } from './tokens';

/** Who an account mail goes to, in their language. */
export interface Recipient {
  id: number;
  email: string;
  firstName: string;
  culture: string;
}

type Writer = Pick<AppDb, 'insert'>;

/** A page of the shop as mail data links to it: a path with the app base (made absolute there). */
export function pageLink(appBase: string, culture: string, path: string, token?: string): string {
  return `${appBase}/${culture}/${path}${token === undefined ? '' : `?token=${token}`}`;
}

/** A new verification link (VERIFY_TOKEN_TTL_HOURS) and its mail, in the caller's transaction. */
export async function queueVerificationMail(tx: Writer, appBase: string, to: Recipient) {
  const token = await issueToken(tx, to.id, 'verify', VERIFY_TOKEN_TTL_HOURS * 3_600_000);
  await queueMail(tx, {
    to: to.email,
    culture: to.culture,
    template: 'accountVerification',
    data: {
      FirstName: to.firstName,
      Link: pageLink(appBase, to.culture, VERIFY_EMAIL_PATH, token),
    },
  });
}

/** A single-use reset link (RESET_TOKEN_TTL_MINUTES) and its mail. */
export async function queueResetMail(tx: Writer, appBase: string, to: Recipient) {
  const token = await issueToken(tx, to.id, 'reset', RESET_TOKEN_TTL_MINUTES * 60_000);
  await queueMail(tx, {
    to: to.email,
    culture: to.culture,
    template: 'passwordReset',
    data: {
      FirstName: to.firstName,
      Link: pageLink(appBase, to.culture, RESET_PASSWORD_PATH, token),
    },
  });
}

/**
 * "Your password changed" / "two-factor turned on or off": the link goes to the forgot-password
 * page, what a shopper who did not do it needs.
 */
export async function queueSecurityNotice(
  tx: Writer,
  appBase: string,
  to: Recipient,
  notice: { kind: 'password' } | { kind: 'twoFactor'; enabled: boolean },
) {
  const Link = pageLink(appBase, to.culture, FORGOT_PASSWORD_PATH);
  await queueMail(tx, {
    to: to.email,
    culture: to.culture,
    ...(notice.kind === 'password'
      ? { template: 'passwordChanged', data: { FirstName: to.firstName, Link } }
      : {
          template: 'twoFactorChanged',
          data: { FirstName: to.firstName, Enabled: notice.enabled, Link },
        }),
  });
}
