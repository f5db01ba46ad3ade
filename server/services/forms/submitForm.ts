import type { FormValue } from '../../../rules/forms';
import type { Translate } from '../../shared/translate';
import type { AppDb } from '../../db/client';
import { cmsFormSubmissions } from '../../db/schema';
import { keepAssets } from '../assets/keep';
import { queueMail } from '../mail/queue';
import type { UploadOwner, UploadRow } from './fileFacts';
import type { StoredForm } from './formDefinition';
import { formMailData, type KeptFile } from './formMail';

export interface Submission {
  form: StoredForm;
  culture: string;
  /** The checked values (file fields: the temporary names). */
  values: Record<string, FormValue>;
  /** Per file field, its uploads (resolveFiles), in the order of its tmpNames. */
  uploads: Record<string, UploadRow[]>;
  owner: UploadOwner;
  customerId: number | null;
  t: Translate;
}

/** Why a checked submission was still refused: an upload is no longer the shopper's to keep. */
export type SubmitOutcome = { ok: true } | { ok: false; field: string };

/**
 * Stores a checked submission, keeps its uploads and files the mail to the form's recipient,
 * all in one transaction: the submission, its files and its mail exist together or not at all.
 * The caller kicks the mailer after the commit.
 */
export async function submitForm(db: AppDb, s: Submission): Promise<SubmitOutcome> {
  const fileFields = s.form.fields.filter((f) => f.kind === 'file').map((f) => f.name);
  try {
    await db.transaction(async (tx) => {
      const kept: KeptFile[] = [];
      for (const field of fileFields) {
        const tmpNames = (s.values[field] as string[] | undefined) ?? [];
        if (tmpNames.length === 0) continue;
        // keepAssets checks again, under the transaction: an upload may expire in between.
        const outcome = await keepAssets(tx, { tmpNames, owner: s.owner });
        if (!outcome.ok) throw new RefusedUpload(field);
        for (const upload of s.uploads[field] ?? []) kept.push({ field, ...upload });
      }
      const stored = Object.fromEntries(
        Object.entries(s.values).filter(([name]) => !fileFields.includes(name)),
      );
      await tx.insert(cmsFormSubmissions).values({
        formId: s.form.id,
        culture: s.culture,
        values: stored,
        assetIds: kept.map((k) => k.id),
        customerId: s.customerId,
      });
      await queueMail(tx, {
        to: s.form.recipient,
        culture: s.culture,
        template: 'cmsFormSubmitted',
        data: formMailData(s.form, s.values, kept, s.culture, s.t),
      });
    });
  } catch (error: unknown) {
    if (error instanceof RefusedUpload) return { ok: false, field: error.field };
    throw error;
  }
  return { ok: true };
}

/** Rolls the transaction back when an upload cannot be kept (it expired meanwhile). */
class RefusedUpload extends Error {
  constructor(readonly field: string) {
    super(`upload of ${field} cannot be kept`);
  }
}
