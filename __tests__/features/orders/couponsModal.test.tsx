import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import AvailableCouponsModal from '@features/coupons/AvailableCouponsModal';
import { setupStore } from '@store/index';
import { json } from '../../support/fetchMock';
import { renderWithProviders } from '../../support/render';
import { customer, loadFrench, mockAccountServer } from '../account/area/helpers';

const coupon = (CouponCode: string, Description: string) => ({
  CouponCode,
  Description,
  MinimumHtml: null,
  EndsAt: null,
});

async function renderModal(signedIn: boolean) {
  const onApply = jest.fn();
  const { calls } = mockAccountServer(signedIn ? customer : null, (url) => {
    if (url.pathname === '/widget/couponcodes/list') {
      return json(200, {
        Coupons: [coupon('BIENVENUE10', '10 % sur votre commande'), coupon('SOPHIE25', 'Cadeau')],
      });
    }
    if (url.pathname === '/api/v1/sales/orders') {
      return json(200, { CustomerId: 7, Orders: [], PageNumber: 1, PageCount: 1, TotalCount: 0 });
    }
    if (url.pathname === '/api/v1/couponcode/user/7') {
      return json(200, {
        Coupons: [
          { ...coupon('SOPHIE25', 'Votre cadeau de fidélité'), ValueHtml: '25 %', Usable: true },
          { ...coupon('ANCIEN', 'Ancien cadeau'), ValueHtml: '5 %', Usable: false },
        ],
      });
    }
    return json(404, { message: 'Introuvable.' });
  });
  const store = setupStore();
  await loadFrench(store);
  renderWithProviders(<AvailableCouponsModal onClose={() => undefined} onApply={onApply} />, {
    store,
  });
  await screen.findByText('BIENVENUE10', { selector: 'strong' });
  return { calls, onApply, store };
}

const paths = (calls: Request[]) => calls.map((c) => new URL(c.url).pathname);

describe('available coupons modal: "Your codes" (P3)', () => {
  it("lists a signed-in customer's usable codes once, each with Apply", async () => {
    const { calls, onApply } = await renderModal(true);
    const own = await screen.findByRole('region', { name: 'Vos codes promo' });
    expect(within(own).getByText('Votre cadeau de fidélité')).toBeInTheDocument();
    expect(within(own).queryByText('ANCIEN', { selector: 'strong' })).toBeNull();
    // Listed under "Your codes" only.
    expect(screen.getAllByText('SOPHIE25', { selector: 'strong' })).toHaveLength(1);
    fireEvent.click(within(own).getByRole('button', { name: /SOPHIE25/ }));
    expect(onApply).toHaveBeenCalledWith('SOPHIE25');
    expect(paths(calls)).toContain('/api/v1/couponcode/user/7');
  });

  it('asks nothing more for a visitor, and opens no login modal', async () => {
    const { calls, store } = await renderModal(false);
    await waitFor(() => expect(paths(calls)).toContain('/api/v1/account/me'));
    expect(screen.queryByRole('region', { name: 'Vos codes promo' })).toBeNull();
    expect(screen.getByText('SOPHIE25', { selector: 'strong' })).toBeInTheDocument();
    expect(paths(calls)).not.toContain('/api/v1/sales/orders');
    expect(store.getState().ui.dialog).toBeNull();
  });
});
