import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '@base/i18n/useTranslation';
import { ConsentGate } from '../consent/ConsentGate';
import { hasCounter } from './shareCount';
import { ShareButton } from './ShareButton';
import { ShareCounts } from './ShareCounts';
import { shareOptions, type ShareAttributes } from './shareRules';
import '../media.scss';

type CopyState = 'idle' | 'copied' | 'failed';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * CMS widget `<div data-widget="social-share" data-networks="facebook,x,email,copy" …>`
 * (000 §3 "Social share data attributes"): share links for this page, a copy-link button with
 * a notice, and with `data-count` the share counts behind the consent gate.
 */
export function SocialShareWidget(attributes: ShareAttributes) {
  const { t } = useTranslation();
  const { networks: names, text, url, count, showInPopup, showLabel } = attributes;
  const options = useMemo(
    () => shareOptions({ networks: names, text, url, count, showInPopup, showLabel }),
    [names, text, url, count, showInPopup, showLabel],
  );
  const [copy, setCopy] = useState<CopyState>('idle');
  useEffect(() => {
    if (options.unknown.length)
      console.warn(`social-share: unknown networks ignored: ${options.unknown.join(', ')}`);
  }, [options.unknown]);

  const copyLink = async () => setCopy((await copyText(options.url)) ? 'copied' : 'failed');
  const counted = options.count && options.networks.some(hasCounter);

  return (
    <div className="social-share" role="group" aria-label={t('Media.Share.Title')}>
      <ul className="social-share-list">
        {options.networks.map((network) => (
          <li key={network}>
            <ShareButton
              network={network}
              url={options.url}
              text={options.text}
              popup={options.popup}
              showLabel={options.showLabel}
              onCopy={() => void copyLink()}
            />
          </li>
        ))}
      </ul>
      {counted && (
        <ConsentGate service="Pinterest" kind="shareCount" compact>
          <ShareCounts networks={options.networks} url={options.url} />
        </ConsentGate>
      )}
      <p className="social-share-notice" role="status">
        {copy === 'copied' && t('Media.Share.Copied')}
        {copy === 'failed' && t('Media.Share.CopyFailed', options.url)}
      </p>
    </div>
  );
}

export default SocialShareWidget;
