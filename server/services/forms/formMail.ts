import { localized, type FormFieldDefinition, type FormValue } from '../../../rules/forms';
import type { Translate } from '../../shared/translate';
import type { CmsFormMailData } from '../mail/templates/cmsForm';
import { fileAddress } from '../assets/view';
import type { UploadRow } from './fileFacts';
import type { StoredForm } from './formDefinition';

/** A kept upload as the mail links it. */
export interface KeptFile extends UploadRow {
  field: string;
}

/** A value as the shop reads it: a select's option label, a checkbox's yes or no. */
function shownValue(field: FormFieldDefinition, value: FormValue, culture: string, t: Translate) {
  if (typeof value === 'boolean') return t(value ? 'CmsForms.Yes' : 'CmsForms.No');
  if (Array.isArray(value)) return '';
  const option = field.options?.find((o) => o.value === value);
  return option ? localized(option.labels, culture) : value;
}

/** The mail's data: every non-file field in the form's order, then a link per kept file. */
export function formMailData(
  form: StoredForm,
  values: Record<string, FormValue>,
  files: KeptFile[],
  culture: string,
  t: Translate,
): CmsFormMailData {
  const label = (name: string) =>
    localized(form.fields.find((f) => f.name === name)?.labels ?? {}, culture) || name;
  return {
    FormTitle: localized(form.titles, culture),
    Rows: form.fields
      .filter((f) => f.kind !== 'file')
      .map((f) => ({
        Label: localized(f.labels, culture),
        Value: shownValue(f, values[f.name] ?? '', culture, t),
      })),
    Files: files.map((f) => ({
      Label: label(f.field),
      Name: f.name,
      // A path without the app base: the mail makes it absolute with PUBLIC_URL. Staff may
      // open a shopper's upload (services/assets/access.ts).
      Link: fileAddress(f, ''),
    })),
  };
}
