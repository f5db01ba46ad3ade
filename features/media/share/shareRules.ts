import { flag } from '../banner/bannerRules';
import { SHARE_DEFAULT_NETWORKS } from '../constants';

export type ShareNetwork =
  'facebook' | 'x' | 'linkedin' | 'pinterest' | 'whatsapp' | 'email' | 'copy';

/** Names a marker may use, to the network (twitter is X's former name). */
const NETWORK_NAMES: Record<string, ShareNetwork> = {
  facebook: 'facebook',
  x: 'x',
  twitter: 'x',
  linkedin: 'linkedin',
  pinterest: 'pinterest',
  whatsapp: 'whatsapp',
  email: 'email',
  mail: 'email',
  copy: 'copy',
  link: 'copy',
};

/** The marker's attributes (000 §3 "Social share data attributes"). */
export interface ShareAttributes {
  networks?: string;
  text?: string;
  url?: string;
  count?: string;
  showInPopup?: string;
  showLabel?: string;
}

export interface ShareOptions {
  networks: ShareNetwork[];
  /** Unknown names of the marker, reported once to the console (the others still show). */
  unknown: string[];
  text: string;
  url: string;
  count: boolean;
  popup: boolean;
  showLabel: boolean;
}

/** The networks named (comma-separated, any case, each once), or the default set. */
export function parseNetworks(
  value: string | undefined,
): Pick<ShareOptions, 'networks' | 'unknown'> {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (names.length === 0)
    return { networks: [...SHARE_DEFAULT_NETWORKS] as ShareNetwork[], unknown: [] };
  const networks: ShareNetwork[] = [];
  const unknown: string[] = [];
  for (const name of names) {
    const network = Object.hasOwn(NETWORK_NAMES, name) ? NETWORK_NAMES[name] : undefined;
    if (!network) unknown.push(name);
    else if (!networks.includes(network)) networks.push(network);
  }
  return { networks, unknown };
}

/** The page's own address: its canonical link, else where the shopper is. */
export function pageUrl(doc: Document = document): string {
  const canonical = doc.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  return canonical?.href || doc.location.href;
}

export function shareOptions(attributes: ShareAttributes, doc: Document = document): ShareOptions {
  return {
    ...parseNetworks(attributes.networks),
    text: attributes.text?.trim() || doc.title,
    url: attributes.url?.trim() ? new URL(attributes.url.trim(), doc.baseURI).href : pageUrl(doc),
    count: flag(attributes.count),
    popup: flag(attributes.showInPopup),
    showLabel: flag(attributes.showLabel),
  };
}

/** Each network's share address for this page (copy has none: it writes to the clipboard). */
export function shareHref(network: ShareNetwork, url: string, text: string): string | null {
  const u = encodeURIComponent(url);
  const tx = encodeURIComponent(text);
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'x':
      return `https://x.com/intent/tweet?url=${u}&text=${tx}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case 'pinterest':
      return `https://www.pinterest.com/pin/create/button/?url=${u}&description=${tx}`;
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;
    case 'email':
      return `mailto:?subject=${tx}&body=${u}`;
    case 'copy':
      return null;
  }
}

/** Networks that open a web page (a popup may hold them); email goes to the mail program. */
export const opensPage = (network: ShareNetwork) => network !== 'email' && network !== 'copy';
