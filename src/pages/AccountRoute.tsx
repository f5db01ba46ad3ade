import { Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AccountPage } from '@features/account/area/AccountPage';
import { lazyChunk } from '@base/site/lazyChunk';
import { PagePlaceholder } from '@base/ui/PageStatus';
import { NotFoundPage } from './NotFoundPage';

/** A page module of the area (it exports `Component`, as the router's route modules do). */
const page = (load: () => Promise<{ Component: ComponentType }>) =>
  lazyChunk<object>(() => load().then((m) => ({ default: m.Component })));

const Profile = page(
  () => import(/* webpackChunkName: "page-account-profile" */ './AccountProfileRoute'),
);
const Addresses = page(
  () => import(/* webpackChunkName: "page-account-addresses" */ './AccountAddressesRoute'),
);
const Security = page(
  () => import(/* webpackChunkName: "page-account-security" */ './AccountSecurityRoute'),
);
const TwoFactorSetup = page(
  () => import(/* webpackChunkName: "page-account-twofactor" */ './TwoFactorSetupRoute'),
);
const Prepaid = page(
  () => import(/* webpackChunkName: "page-account-prepaid" */ './AccountPrepaidRoute'),
);
const Orders = page(
  () => import(/* webpackChunkName: "page-account-orders" */ './AccountOrdersRoute'),
);
const OrderDetail = page(
  () => import(/* webpackChunkName: "page-account-order" */ './AccountOrdersDetailRoute'),
);
const StaffOrders = page(
  () => import(/* webpackChunkName: "page-account-staff-orders" */ './AccountStaffOrdersRoute'),
);
const StaffPrepaid = page(
  () => import(/* webpackChunkName: "page-account-staff-prepaid" */ './StaffCustomerPrepaidRoute'),
);
const StaffMail = page(
  () => import(/* webpackChunkName: "page-account-staff-mail" */ './StaffMailRoute'),
);
const RefundRequest = page(
  () => import(/* webpackChunkName: "page-account-refund" */ './RefundRequestRoute'),
);
const StaffRefunds = page(
  () => import(/* webpackChunkName: "page-account-staff-refunds" */ './StaffRefundsRoute'),
);

/**
 * /{culture}/account/*: the account area. The app's router has one entry for it, so the main
 * chunk (the home page's JS) carries none of the area; its pages are routed here, each in its
 * own chunk (paths: rules/account.ts, features/account/area/sections.ts).
 */
export function Component() {
  return (
    <Suspense fallback={<PagePlaceholder />}>
      <Routes>
        <Route index element={<AccountPage />} />
        <Route path="profile" element={<Profile />} />
        <Route path="addresses" element={<Addresses />} />
        <Route path="security" element={<Security />} />
        <Route path="security/twofactor" element={<TwoFactorSetup />} />
        <Route path="prepaid" element={<Prepaid />} />
        <Route path="orders" element={<Orders />} />
        <Route path="orders/:number" element={<OrderDetail />} />
        <Route path="staff/orders" element={<StaffOrders />} />
        <Route path="staff/mail" element={<StaffMail />} />
        <Route path="staff/prepaid" element={<StaffPrepaid />} />
        <Route path="orders/:number/refund" element={<RefundRequest />} />
        <Route path="staff/refunds" element={<StaffRefunds />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
