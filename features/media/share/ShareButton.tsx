import type { MouseEvent } from 'react';
import { useTranslation } from '@base/i18n/useTranslation';
import { SHARE_POPUP_HEIGHT, SHARE_POPUP_WIDTH } from '../constants';
import { ShareIcon } from './ShareIcon';
import { opensPage, shareHref, type ShareNetwork } from './shareRules';

/** Network names are brands: the same in every culture (copy's is translated). */
export const NETWORK_LABELS: Record<ShareNetwork, string> = {
  facebook: 'Facebook',
  x: 'X',
  linkedin: 'LinkedIn',
  pinterest: 'Pinterest',
  whatsapp: 'WhatsApp',
  email: 'E-mail',
  copy: '',
};

interface Props {
  network: ShareNetwork;
  url: string;
  text: string;
  popup: boolean;
  showLabel: boolean;
  onCopy: () => void;
}

/** A centred, sized window for a share page (`show-in-popup`). */
function popupFeatures(): string {
  const left = Math.max(0, Math.round((window.screen.width - SHARE_POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round((window.screen.height - SHARE_POPUP_HEIGHT) / 2));
  return `popup,width=${SHARE_POPUP_WIDTH},height=${SHARE_POPUP_HEIGHT},left=${left},top=${top}`;
}

/**
 * One network's share link (a new tab, or with `show-in-popup` a sized window; a blocked popup
 * falls back to the tab), or the copy-link button. The name is always the accessible name; with
 * `show-label` it is also shown beside the icon.
 */
export function ShareButton({ network, url, text, popup, showLabel, onCopy }: Props) {
  const { t } = useTranslation();
  const name = network === 'copy' ? t('Media.Share.CopyLink') : NETWORK_LABELS[network];
  const accessibleName = network === 'copy' ? name : t('Media.Share.Via', name);
  const content = (
    <>
      <ShareIcon network={network} />
      {showLabel && <span className="share-label">{name}</span>}
    </>
  );
  const href = shareHref(network, url, text);
  if (href === null)
    return (
      <button
        type="button"
        className="share-link share-copy"
        aria-label={accessibleName}
        onClick={onCopy}
      >
        {content}
      </button>
    );
  const openPopup = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!popup || !opensPage(network)) return;
    const opened = window.open(href, 'vitrine-share', popupFeatures());
    if (!opened) return;
    // The share page gets no handle on the shop's window.
    opened.opener = null;
    event.preventDefault();
  };
  const external = opensPage(network);
  return (
    <a
      className={`share-link share-${network}`}
      href={href}
      aria-label={accessibleName}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
      onClick={openPopup}
    >
      {content}
    </a>
  );
}
