import { eq } from 'drizzle-orm';
import type { FormView } from '../../../api/contract/forms';
import { localized, type FormDefinition, type FormFieldDefinition } from '../../../rules/forms';
import type { AppDb } from '../../db/client';
import { cmsForms } from '../../db/schema';

/** A stored form with what only the server needs: its row id and where submissions go. */
export interface StoredForm extends FormDefinition {
  id: number;
  recipient: string;
}

/** The form of a code, or null. The fields are the seed's or the shop's (rules/forms shape). */
export async function loadForm(db: AppDb, code: string): Promise<StoredForm | null> {
  const [row] = await db.select().from(cmsForms).where(eq(cmsForms.code, code));
  if (!row) return null;
  return {
    id: row.id,
    code: row.code,
    titles: row.titles,
    fields: row.fields as FormFieldDefinition[],
    recipient: row.recipient,
  };
}

/** The form as the renderer gets it: labels in one culture, the rules as attributes. */
export function formView(form: FormDefinition, culture: string): FormView {
  return {
    Code: form.code,
    Title: localized(form.titles, culture),
    Fields: form.fields.map((f) => ({
      Name: f.name,
      Kind: f.kind,
      Label: localized(f.labels, culture),
      ...(f.hints ? { Hint: localized(f.hints, culture) } : {}),
      ...(f.options
        ? {
            Options: f.options.map((o) => ({
              Value: o.value,
              Label: localized(o.labels, culture),
            })),
          }
        : {}),
      Attributes: f.attributes,
    })),
  };
}
