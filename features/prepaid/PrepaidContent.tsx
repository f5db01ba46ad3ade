import { useSearchParams } from 'react-router-dom';
import { useGetPrepaidAccountsQuery } from '@api/prepaid';
import { useTranslation } from '@base/i18n/useTranslation';
import { PrepaidAccountCard } from './PrepaidAccountCard';
import { PrepaidMovements } from './PrepaidMovements';
import { PrepaidPurchaseForm } from './PrepaidPurchaseForm';

/** A whole number from 1 (`pagenbr`, `account`), else null. */
function positive(text: string | null): number | null {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 && n <= 2147483647 ? n : null;
}

/**
 * The prepaid account page's body (001 §2): each account's balance and notification toggle, the
 * movements of one account (`?account=`, the first by default) by `pagenbr`, and the purchase
 * form. The account area's frame (AccountShell) is put around it by the route.
 */
export function PrepaidContent() {
  const { t, culture } = useTranslation();
  const [params] = useSearchParams();
  const { data, error, refetch } = useGetPrepaidAccountsQuery({ culture });
  if (error) {
    return (
      <>
        <p role="alert">{t('Prepaid.LoadError')}</p>
        <button type="button" className="btn btn-primary" onClick={() => void refetch()}>
          {t('Navigation.TryAgain')}
        </button>
      </>
    );
  }
  if (!data) return <p aria-busy="true">{t('Manager.Loading')}</p>;
  const wanted = positive(params.get('account'));
  const shown = data.Accounts.find((a) => a.PrepaidAccountId === wanted) ?? data.Accounts[0];
  const pagenbr = positive(params.get('pagenbr')) ?? 1;
  return (
    <div className="row g-4">
      <div className="col-lg-7">
        {data.Accounts.length === 0 && <p>{t('Prepaid.NoAccount')}</p>}
        {data.Accounts.map((a) => (
          <PrepaidAccountCard key={a.PrepaidAccountId} account={a} />
        ))}
        {shown && (
          <PrepaidMovements
            account={shown}
            pagenbr={pagenbr}
            searchFor={(page) =>
              `?account=${shown.PrepaidAccountId}${page > 1 ? `&pagenbr=${page}` : ''}`
            }
          />
        )}
      </div>
      <div className="col-lg-5">
        {data.Types.length > 0 && <PrepaidPurchaseForm types={data.Types} />}
      </div>
    </div>
  );
}
