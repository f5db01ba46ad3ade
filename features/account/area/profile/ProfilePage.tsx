import { ACCOUNT_PROFILE_PATH } from '@rules/account';
import { AccountShell } from '../AccountShell';
import { ProfileForm } from './ProfileForm';

/** /{culture}/account/profile */
export function ProfilePage() {
  return (
    <AccountShell titleKey="AccountArea.Profile" path={ACCOUNT_PROFILE_PATH}>
      {(me) => <ProfileForm me={me} />}
    </AccountShell>
  );
}
