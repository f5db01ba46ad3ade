import { useState } from 'react';
import type { WishlistPopupAnswer } from '@api/contract/wishlist';
import { AddedToast } from './AddedToast';
import { WishlistModal } from './WishlistModal';
import type { WishlistTarget } from './useWishlistTarget';

interface Props {
  target: WishlistTarget;
  /** The modal's address when a data attribute replaced it. */
  url?: string | undefined;
  onClose: () => void;
}

/**
 * The modal, then (after an add) the growl with the list's link: one lazy chunk, mounted while
 * either shows. A lazy chunk: a page without a click never loads react-bootstrap's Modal for it.
 */
export default function WishlistFlow({ target, url, onClose }: Props) {
  const [added, setAdded] = useState<WishlistPopupAnswer | null>(null);
  return (
    <>
      <WishlistModal show={!added} target={target} url={url} onClose={onClose} onAdded={setAdded} />
      {added && <AddedToast answer={added} onClose={onClose} />}
    </>
  );
}
