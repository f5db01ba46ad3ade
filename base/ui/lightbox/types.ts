/** One picture of the lightbox: its intrinsic size keeps the box right before it has loaded. */
export interface LightboxSlide {
  src: string;
  width: number;
  height: number;
  alt: string;
  caption?: string;
}

export interface LightboxProps {
  slides: LightboxSlide[];
  /** The slide shown when the lightbox opens. */
  index: number;
  open: boolean;
  onClose: () => void;
}
