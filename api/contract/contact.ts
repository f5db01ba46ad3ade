import { Type, type Static } from '@sinclair/typebox';
import { EMAIL_MAX } from '../../rules/securityLimits';

export const CONTACT_NAME_MAX = 100;
export const CONTACT_MESSAGE_MAX = 4000;

/** A blank-only field is as empty as a missing one. */
const NOT_BLANK = '\\S';

export const ContactRequest = Type.Object(
  {
    Name: Type.String({ minLength: 1, maxLength: CONTACT_NAME_MAX, pattern: NOT_BLANK }),
    Email: Type.String({ format: 'email', maxLength: EMAIL_MAX }),
    Message: Type.String({ minLength: 1, maxLength: CONTACT_MESSAGE_MAX, pattern: NOT_BLANK }),
  },
  { additionalProperties: false },
);
export type ContactRequest = Static<typeof ContactRequest>;

/** The thank-you paragraph that replaces the form. */
export const ContactResponse = Type.Object({ Html: Type.String() });
export type ContactResponse = Static<typeof ContactResponse>;
