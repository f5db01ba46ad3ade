interface Props {
  direction: 'prev' | 'next';
  label: string;
  /** Set by react-slick when it clones the arrow. */
  className?: string;
  onClick?: () => void;
}

/** Slider arrows with a translated name (react-slick's own say "Previous"/"Next" in English). */
export function SliderArrow({ direction, label, className = '', onClick }: Props) {
  const disabled = className.includes('slick-disabled');
  return (
    <button
      type="button"
      className={`slider-arrow slider-arrow-${direction} ${className}`}
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
    >
      <span aria-hidden="true">{direction === 'prev' ? '‹' : '›'}</span>
    </button>
  );
}
