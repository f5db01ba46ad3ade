import { useState } from 'react';
import { useTranslation } from '@base/i18n/useTranslation';
import { runtimeConfig } from '@base/runtimeConfig';
import { downloadText, recoveryCodesText } from './recoveryCodesFile';

/**
 * The 10 recovery codes, shown once (the server keeps only their hashes): a list, a download as
 * a .txt file and a copy to the clipboard. Each code works once in place of an app's code.
 */
export function RecoveryCodesPanel({
  codes,
  Heading = 'h2',
}: {
  codes: string[];
  /** The heading's level where the panel shows (a page's section or a section's part). */
  Heading?: 'h2' | 'h3';
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<'yes' | 'no'>();
  const text = recoveryCodesText(
    t('AccountArea.RecoveryCodesFileHeading', runtimeConfig().cmsName),
    codes,
  );
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('yes');
    } catch {
      // No clipboard (an insecure page, a refused permission): the list and the file remain.
      setCopied('no');
    }
  };
  return (
    <section className="recovery-codes" aria-labelledby="recovery-codes-title">
      <Heading className="h4" id="recovery-codes-title">
        {t('AccountArea.RecoveryCodes')}
      </Heading>
      <p className="alert alert-warning">{t('AccountArea.RecoveryCodesOnce')}</p>
      <ol className="recovery-code-list">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="d-flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => downloadText('recovery-codes.txt', text)}
        >
          {t('AccountArea.DownloadCodes')}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={() => void copy()}>
          {t('AccountArea.CopyCodes')}
        </button>
      </div>
      <p className="small mt-2" role="status">
        {copied === 'yes' && t('AccountArea.CodesCopied')}
        {copied === 'no' && t('AccountArea.CodesNotCopied')}
      </p>
    </section>
  );
}
