import { ACCOUNT_PROFILE_PATH } from '@rules/account';
import { AccountShell } from '../AccountShell';
import { ProfileForm } from './ProfileForm';
import { ProfilePicture } from './ProfilePicture';

/** /{culture}/account/profile: the picture (saved on its own), then the profile form. */
export function ProfilePage() {
  return (
    <AccountShell titleKey="AccountArea.Profile" path={ACCOUNT_PROFILE_PATH}>
      {(me) => (
        <>
          <ProfilePicture />
          <ProfileForm me={me} />
        </>
      )}
    </AccountShell>
  );
}
