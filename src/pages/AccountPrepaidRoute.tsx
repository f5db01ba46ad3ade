import { AccountShell } from '@features/account/area/AccountShell';
import { PrepaidContent } from '@features/prepaid/PrepaidContent';
import { PREPAID_PAGE_PATH } from '@rules/prepaid';

/** /{culture}/account/prepaid: the prepaid accounts (issue 15), in the account area's frame. */
export function Component() {
  return (
    <AccountShell titleKey="Prepaid.Title" path={PREPAID_PAGE_PATH}>
      {() => <PrepaidContent />}
    </AccountShell>
  );
}
