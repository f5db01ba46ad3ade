import {
  ACCOUNT_ADDRESSES_PATH,
  ACCOUNT_PATH,
  ACCOUNT_PROFILE_PATH,
  ACCOUNT_SECURITY_PATH,
} from '@rules/account';

/** The account area's own pages, in the order its nav lists them (the home cards add the intro). */
export const ACCOUNT_SECTIONS = [
  { path: ACCOUNT_PATH, labelKey: 'AccountArea.Overview', introKey: '' },
  {
    path: ACCOUNT_PROFILE_PATH,
    labelKey: 'AccountArea.Profile',
    introKey: 'AccountArea.ProfileIntro',
  },
  {
    path: ACCOUNT_ADDRESSES_PATH,
    labelKey: 'AccountArea.Addresses',
    introKey: 'AccountArea.AddressesIntro',
  },
  {
    path: ACCOUNT_SECURITY_PATH,
    labelKey: 'AccountArea.Security',
    introKey: 'AccountArea.SecurityIntro',
  },
] as const;

/** The staff's outbox page (staff only: the link shows for Role 'staff'). */
export const STAFF_MAIL_PATH = 'account/staff/mail';
