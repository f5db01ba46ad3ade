import { useEffect, useState } from 'react';
import { useTranslation } from '@base/i18n/useTranslation';
import { fetchShareCount, hasCounter } from './shareCount';
import { NETWORK_LABELS } from './ShareButton';
import type { ShareNetwork } from './shareRules';

/**
 * The share counts of the networks that publish one, asked once mounted (so only behind the
 * consent gate). A counter that fails, is blocked or is silent shows nothing at all.
 */
export function ShareCounts({ networks, url }: { networks: ShareNetwork[]; url: string }) {
  const { t } = useTranslation();
  const [counts, setCounts] = useState<[ShareNetwork, number][]>([]);
  useEffect(() => {
    let left = false;
    const counted = networks.filter(hasCounter);
    void Promise.all(counted.map((n) => fetchShareCount(n, url))).then((answers) => {
      if (left) return;
      const known: [ShareNetwork, number][] = [];
      counted.forEach((network, i) => {
        const count = answers[i];
        if (typeof count === 'number') known.push([network, count]);
      });
      setCounts(known);
    });
    return () => {
      left = true;
    };
  }, [networks, url]);
  if (counts.length === 0) return null;
  return (
    <ul className="share-counts">
      {counts.map(([network, count]) => (
        <li key={network}>{t('Media.Share.Count', NETWORK_LABELS[network], count)}</li>
      ))}
    </ul>
  );
}
