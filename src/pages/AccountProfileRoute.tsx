import { ProfilePage } from '@features/account/area/profile/ProfilePage';

/** /{culture}/account/profile */
export function Component() {
  return <ProfilePage />;
}
