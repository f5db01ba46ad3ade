import type { PrepaidAccount } from '@api/contract/prepaid';
import { serverMessage } from '@api/errors';
import { useGetPrepaidMovementsQuery } from '@api/prepaid';
import { useTranslation } from '@base/i18n/useTranslation';
import { Pagination } from '@base/ui/Pagination';

interface Props {
  account: PrepaidAccount;
  pagenbr: number;
  /** The page's address for a page of this account (`?account=…&pagenbr=…`). */
  searchFor: (page: number) => string;
}

/** An account's movements, newest first, paginated with `pagenbr` (001 "Business constants"). */
export function PrepaidMovements({ account, pagenbr, searchFor }: Props) {
  const { t, culture } = useTranslation();
  const { data, error, isFetching } = useGetPrepaidMovementsQuery({
    id: account.PrepaidAccountId,
    pagenbr,
    culture,
  });
  const date = new Intl.DateTimeFormat(culture, { dateStyle: 'medium', timeStyle: 'short' });
  const headingId = `prepaid-movements-${account.PrepaidAccountId}`;
  if (error) return <p role="alert">{serverMessage(error) ?? t('Manager.UnknowsErrors')}</p>;
  if (!data) return <p aria-busy="true">{t('Manager.Loading')}</p>;
  return (
    <section aria-labelledby={headingId} aria-busy={isFetching || undefined}>
      <h2 className="h4" id={headingId}>
        {t('Prepaid.Movements')} — {account.Name}
      </h2>
      {data.Movements.length === 0 ? (
        <p>{t('Prepaid.NoMovements')}</p>
      ) : (
        <div className="table-responsive">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('Prepaid.Date')}</th>
                <th scope="col">{t('Prepaid.Description')}</th>
                <th scope="col" className="text-end">
                  {t('Prepaid.Amount')}
                </th>
                <th scope="col" className="text-end">
                  {t('Prepaid.BalanceAfter')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.Movements.map((m) => (
                <tr key={m.Id}>
                  <td>{date.format(new Date(m.CreatedAt))}</td>
                  <td>{m.Label}</td>
                  <td className="text-end">{m.AmountHtml}</td>
                  <td className="text-end">{m.BalanceAfterHtml}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination
        currentPage={data.PageNumber}
        totalPages={data.PageCount}
        searchFor={searchFor}
        label={t('Prepaid.Movements')}
        previousLabel={t('Prepaid.Previous')}
        nextLabel={t('Prepaid.Next')}
        pageLabel={(page) => t('Prepaid.PageOf', page, data.PageCount)}
      />
    </section>
  );
}
