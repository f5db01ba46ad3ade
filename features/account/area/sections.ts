import { STAFF_ORDERS_PATH } from '@rules/orders';
import { STAFF_PREPAID_PATH } from '@rules/prepaid';
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

/** The staff's refund requests page (P12; staff only, as the outbox). */
export const STAFF_REFUNDS_PATH = 'account/staff/refunds';

/** The staff's pages the account home links to (only for Role 'staff'), in that order. */
export const STAFF_PAGES = [
  {
    path: STAFF_ORDERS_PATH,
    labelKey: 'AccountArea.StaffOrders',
    introKey: 'AccountArea.StaffOrdersIntro',
  },
  {
    path: STAFF_REFUNDS_PATH,
    labelKey: 'AccountArea.StaffRefunds',
    introKey: 'AccountArea.StaffRefundsIntro',
  },
  {
    path: STAFF_PREPAID_PATH,
    labelKey: 'AccountArea.StaffPrepaid',
    introKey: 'AccountArea.StaffPrepaidIntro',
  },
  {
    path: STAFF_MAIL_PATH,
    labelKey: 'AccountArea.StaffMail',
    introKey: 'AccountArea.StaffMailIntro',
  },
] as const;
