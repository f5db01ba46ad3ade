import { Type, type Static, type TSchema } from '@sinclair/typebox';
import {
  COMPANY_MAX,
  NAME_MAX,
  PHONE_MAX,
  RECOVERY_CODE_PATTERN,
  TOKEN_PATTERN,
  TOTP_DIGITS,
} from '../../rules/account';
import { EMAIL_MAX, PASSWORD_MAX, RETURN_URL_MAX } from '../../rules/securityLimits';
import { Address } from './checkout';
import { CultureParam } from './common';

/*
 * Accounts (ours, issue 14; shared/CONTRACT.md A1–A6): register, e-mail verification, the
 * login's two-factor step, forgot / reset / change password, two-factor setup, profile, active
 * sessions, the address book's list / delete / defaults, and the staff's mail outbox. The spec
 * shows no server for these screens: the calls follow the contract's style (PascalCase fields,
 * {app}/api/v1/...). Every refusal is { message, field? } translated in the request's culture.
 */
const Closed = { additionalProperties: false } as const;
const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
const Email = Type.String({ minLength: 1, maxLength: EMAIL_MAX });
const Password = Type.String({ minLength: 1, maxLength: PASSWORD_MAX });
const Name = Type.String({ minLength: 1, maxLength: NAME_MAX });
const ReturnUrl = Type.Optional(Type.String({ maxLength: RETURN_URL_MAX }));
const Token = Type.String({ pattern: TOKEN_PATTERN });
const TotpCode = Type.String({ pattern: `^[0-9]{${TOTP_DIGITS}}$` });
const RecoveryCode = Type.String({ pattern: RECOVERY_CODE_PATTERN });
const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });

export const Role = Type.Union([Type.Literal('customer'), Type.Literal('staff')]);
export type Role = Static<typeof Role>;

/** GET {app}/api/v1/account/me and every answer that logs someone in. */
export const AccountCustomer = Type.Object({
  Email: Type.String(),
  FirstName: Type.String(),
  LastName: Type.String(),
  Role,
  /** False until the verification link is followed: the client shows a banner. */
  EmailVerified: Type.Boolean(),
  Culture: Type.String(),
  Phone: Nullable(Type.String()),
  Newsletter: Type.Boolean(),
  CompanyName: Nullable(Type.String()),
  VAT: Nullable(Type.String()),
  TwoFactorEnabled: Type.Boolean(),
});
export type AccountCustomer = Static<typeof AccountCustomer>;

/**
 * A1 answer (POST {app}/api/v1/security/login, and the two-factor step). With TwoFactorRequired
 * the password was right but the session is not logged in yet: Customer is null and the client
 * shows the two-factor step (security/twofactorhome).
 */
export const LoginAnswer = Type.Object({
  ReturnUrl: Type.String(),
  TwoFactorRequired: Type.Boolean(),
  Customer: Nullable(AccountCustomer),
});
export type LoginAnswer = Static<typeof LoginAnswer>;

/** A1 second step: POST {app}/api/v1/security/twofactor, one of Code or RecoveryCode. */
export const TwoFactorLoginRequest = Type.Object(
  { Code: Type.Optional(TotpCode), RecoveryCode: Type.Optional(RecoveryCode), ReturnUrl },
  Closed,
);
export type TwoFactorLoginRequest = Static<typeof TwoFactorLoginRequest>;
/** GET {app}/api/v1/security/twofactor: whether this session has a login waiting for a code. */
export const TwoFactorPending = Type.Object({ Pending: Type.Boolean() });
export type TwoFactorPending = Static<typeof TwoFactorPending>;

/**
 * A3: POST {app}/api/v1/security/register → 202 Message, the same whether the address has an
 * account or not: the account is made by the mailed link (VerifyEmailAnswer), not here.
 */
export const RegisterRequest = Type.Object(
  {
    Email,
    Password,
    FirstName: Name,
    LastName: Name,
    Culture: CultureParam,
    /** enforcetrue (000 §5): the terms must be accepted. */
    AcceptTerms: Type.Boolean(),
    Newsletter: Type.Optional(Type.Boolean()),
    CompanyName: Type.Optional(Type.String({ maxLength: COMPANY_MAX })),
    /** With its country prefix (BE0123456749), checked like K9's VAT field. */
    VAT: Type.Optional(Type.String({ maxLength: 20 })),
    ReturnUrl,
  },
  Closed,
);
export type RegisterRequest = Static<typeof RegisterRequest>;

/** A3 verification link: POST {app}/api/v1/security/verifyemail. */
export const TokenRequest = Type.Object({ Token }, Closed);
export type TokenRequest = Static<typeof TokenRequest>;
/**
 * A3 link answer: the translated confirmation, and the customer when this session is theirs (the
 * banner goes away); a link opened elsewhere (another browser) verifies all the same. A
 * registration's link made the account and logged in: ReturnUrl says where to go (a login).
 */
export const VerifyEmailAnswer = Type.Object({
  message: Type.String(),
  Customer: Nullable(AccountCustomer),
  ReturnUrl: Type.Optional(Type.String()),
});
export type VerifyEmailAnswer = Static<typeof VerifyEmailAnswer>;

/** A4: POST {app}/api/v1/security/forgotpassword → 200 Message, whether the e-mail exists or not. */
export const ForgotPasswordRequest = Type.Object({ Email }, Closed);
export type ForgotPasswordRequest = Static<typeof ForgotPasswordRequest>;
/** A4: POST {app}/api/v1/security/resetpassword (single-use token, one hour). */
export const ResetPasswordRequest = Type.Object({ Token, Password }, Closed);
export type ResetPasswordRequest = Static<typeof ResetPasswordRequest>;
/** A5: POST {app}/api/v1/account/password. */
export const ChangePasswordRequest = Type.Object(
  { CurrentPassword: Password, NewPassword: Password },
  Closed,
);
export type ChangePasswordRequest = Static<typeof ChangePasswordRequest>;

/** A translated sentence for the shopper (forgot, reset, change, resend). */
export const Message = Type.Object({ message: Type.String() });
export type Message = Static<typeof Message>;

/** A6: GET {app}/api/v1/account/twofactor. */
export const TwoFactorStatus = Type.Object({
  Enabled: Type.Boolean(),
  RecoveryCodesLeft: Type.Integer(),
});
export type TwoFactorStatus = Static<typeof TwoFactorStatus>;
/** A6: POST {app}/api/v1/account/twofactor/setup: a new secret, not in use until enabled. */
export const TwoFactorSetup = Type.Object({
  /** Base32, for typing into an app that cannot scan. */
  Secret: Type.String(),
  /** otpauth://totp/... */
  OtpauthUri: Type.String(),
  /** The QR code of OtpauthUri as an SVG document. */
  QrSvg: Type.String(),
});
export type TwoFactorSetup = Static<typeof TwoFactorSetup>;
/** A6: POST {app}/api/v1/account/twofactor/enable with a current code. */
export const TwoFactorEnableRequest = Type.Object({ Code: TotpCode }, Closed);
export type TwoFactorEnableRequest = Static<typeof TwoFactorEnableRequest>;
/** A6: the 10 single-use recovery codes, shown once (enable, regenerate). */
export const RecoveryCodes = Type.Object({ RecoveryCodes: Type.Array(Type.String()) });
export type RecoveryCodes = Static<typeof RecoveryCodes>;
/** A6: POST {app}/api/v1/account/twofactor/disable (and …/recoverycodes): password + code. */
export const TwoFactorConfirmRequest = Type.Object({ Password, Code: TotpCode }, Closed);
export type TwoFactorConfirmRequest = Static<typeof TwoFactorConfirmRequest>;

/** PUT {app}/api/v1/account/profile → AccountCustomer. */
export const ProfileRequest = Type.Object(
  {
    FirstName: Name,
    LastName: Name,
    Phone: Type.Optional(Type.String({ maxLength: PHONE_MAX })),
    Culture: CultureParam,
    Newsletter: Type.Boolean(),
    CompanyName: Type.Optional(Type.String({ maxLength: COMPANY_MAX })),
    VAT: Type.Optional(Type.String({ maxLength: 20 })),
  },
  Closed,
);
export type ProfileRequest = Static<typeof ProfileRequest>;

/** GET {app}/api/v1/account/sessions. */
export const AccountSession = Type.Object({
  /** An opaque handle (not the cookie, not its hash). */
  Id: Type.String(),
  Current: Type.Boolean(),
  CreatedAt: Type.String({ format: 'date-time' }),
  LastSeenAt: Type.String({ format: 'date-time' }),
  UserAgent: Nullable(Type.String()),
  IpAddress: Nullable(Type.String()),
});
export const AccountSessions = Type.Object({ Sessions: Type.Array(AccountSession) });
export type AccountSessions = Static<typeof AccountSessions>;
/** DELETE {app}/api/v1/account/sessions/{id}. */
export const SessionParams = Type.Object(
  { id: Type.String({ pattern: '^[0-9a-f]{16}$' }) },
  Closed,
);
export type SessionParams = Static<typeof SessionParams>;

/** GET {app}/api/v1/customers/addresses: the address book with its defaults. */
export const AddressBookEntry = Type.Object({
  Address,
  IsDefaultBilling: Type.Boolean(),
  IsDefaultShipping: Type.Boolean(),
});
export const AddressBook = Type.Object({ Addresses: Type.Array(AddressBookEntry) });
export type AddressBook = Static<typeof AddressBook>;
/** PUT {app}/api/v1/customers/addresses/{id}/default. */
export const AddressDefaultRequest = Type.Object(
  { Billing: Type.Optional(Type.Boolean()), Shipping: Type.Optional(Type.Boolean()) },
  Closed,
);
export type AddressDefaultRequest = Static<typeof AddressDefaultRequest>;
export const AddressIdParams = Type.Object({ id: Id }, Closed);

/** GET {app}/api/v1/staff/mail?pagenbr=: the outbox, staff only (403 customer, 401 visitor). */
export const OutboxQuery = Type.Object(
  { pagenbr: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })) },
  Closed,
);
export type OutboxQuery = Static<typeof OutboxQuery>;
export const OutboxMessage = Type.Object({
  Id: Type.Integer(),
  To: Type.String(),
  Culture: Type.String(),
  Template: Type.String(),
  Subject: Nullable(Type.String()),
  CreatedAt: Type.String({ format: 'date-time' }),
  SentAt: Nullable(Type.String({ format: 'date-time' })),
  Attempts: Type.Integer(),
  LastError: Nullable(Type.String()),
});
export const Outbox = Type.Object({
  Messages: Type.Array(OutboxMessage),
  PageNumber: Type.Integer(),
  PageCount: Type.Integer(),
  /** smtp or outbox (no SMTP_URL: filed as .eml under the data folder). */
  Transport: Type.String(),
});
export type Outbox = Static<typeof Outbox>;

/** POST {app}/api/v1/staff/mail/{id}/retry → 204: due again now; 404 unknown or already sent. */
export const OutboxMailParams = Type.Object({ id: Id }, Closed);
export type OutboxMailParams = Static<typeof OutboxMailParams>;
