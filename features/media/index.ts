/** What other features may use of media. */
export { VideoModal } from './video/VideoModal';
export { VideoButton } from './video/VideoButton';
export { ConsentGate } from './consent/ConsentGate';
export { Countdown } from './countdown/Countdown';
export type { VideoProvider } from './banner/bannerRules';
