import type { ShareNetwork } from './shareRules';

/** A letter mark in the network's colour: our own simple glyphs, no brand artwork to ship. */
function Mark({ letter, fill }: { letter: string; fill: string }) {
  return (
    <>
      <rect width="24" height="24" rx="5" fill={fill} />
      <text
        x="12"
        y="17"
        textAnchor="middle"
        fontSize={letter.length > 1 ? 11 : 15}
        fontWeight="700"
        fontFamily="Arial, sans-serif"
        fill="#fff"
      >
        {letter}
      </text>
    </>
  );
}

const GLYPHS: Record<ShareNetwork, () => React.JSX.Element> = {
  facebook: () => <Mark letter="f" fill="#1b4f9c" />,
  x: () => <Mark letter="X" fill="#000" />,
  linkedin: () => <Mark letter="in" fill="#0a5fa3" />,
  pinterest: () => <Mark letter="P" fill="#b3001b" />,
  whatsapp: () => <Mark letter="W" fill="#13713b" />,
  email: () => (
    <>
      <rect width="24" height="24" rx="5" fill="#444" />
      <rect
        x="4.5"
        y="7"
        width="15"
        height="10"
        rx="1"
        fill="none"
        stroke="#fff"
        strokeWidth="1.6"
      />
      <path d="M5 7.8l7 5.2 7-5.2" fill="none" stroke="#fff" strokeWidth="1.6" />
    </>
  ),
  copy: () => (
    <>
      <rect width="24" height="24" rx="5" fill="#444" />
      <rect
        x="8"
        y="4.5"
        width="11"
        height="11"
        rx="2"
        fill="none"
        stroke="#fff"
        strokeWidth="1.6"
      />
      <rect
        x="5"
        y="8.5"
        width="11"
        height="11"
        rx="2"
        fill="#444"
        stroke="#fff"
        strokeWidth="1.6"
      />
    </>
  ),
};

/** The network's icon, decorative: the link or button around it carries the accessible name. */
export function ShareIcon({ network }: { network: ShareNetwork }) {
  const Glyph = GLYPHS[network];
  return (
    <svg
      className="share-icon"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <Glyph />
    </svg>
  );
}
