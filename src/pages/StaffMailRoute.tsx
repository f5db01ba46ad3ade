import { StaffMailPage } from '@features/account/area/staff/StaffMailPage';

/** /{culture}/account/staff/mail: the staff's mail outbox. */
export function Component() {
  return <StaffMailPage />;
}
