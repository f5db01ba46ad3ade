import type { ContactRequest } from '../../../api/contract/contact';
import type { AppDb } from '../../db/client';
import { contactMessages } from '../../db/schema';

/** Stores a contact-form message as typed (trimmed); it is escaped wherever it is shown. */
export async function saveContactMessage(
  db: AppDb,
  culture: string,
  input: ContactRequest,
): Promise<void> {
  await db.insert(contactMessages).values({
    culture,
    name: input.Name.trim(),
    email: input.Email.trim().toLowerCase(),
    message: input.Message.trim(),
  });
}
