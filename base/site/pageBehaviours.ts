import { bindLazyImages } from './lazyImages';
import { bindScrollAnimations } from './scrollAnimations';

/**
 * The behaviours a freshly loaded page needs (000 §4 "States and transitions": "page behaviours are rebound"). A lazy
 * chunk: the listener fetches it after the first page load, so the main chunk stays small.
 */
export function bindPageBehaviours(root: ParentNode): () => void {
  const unbind = [bindLazyImages(root), bindScrollAnimations(root)];
  return () => unbind.forEach((stop) => stop());
}
