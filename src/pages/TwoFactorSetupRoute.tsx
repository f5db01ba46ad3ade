import { TwoFactorSetupPage } from '@features/account/area/twofactor/TwoFactorSetupPage';

/** /{culture}/account/security/twofactor (001 §2 "2FA QR-code page"). */
export function Component() {
  return <TwoFactorSetupPage />;
}
