import { useSearchParams } from 'react-router-dom';
import type { AccountCustomer } from '@api/contract/account';
import { useGetOutboxQuery } from '@api/account';
import { serverMessage } from '@api/errors';
import { useTranslation } from '@base/i18n/useTranslation';
import { Pagination } from '@base/ui/Pagination';
import { AccountShell } from '../AccountShell';
import { STAFF_MAIL_PATH } from '../sections';
import { OutboxTable } from './OutboxTable';

/** ?pagenbr= as the call takes it: a whole number from 1, else page 1. */
function pageOf(text: string | null): number {
  const page = Number(text);
  return Number.isInteger(page) && page >= 1 && page <= 100000 ? page : 1;
}

/**
 * /{culture}/account/staff/mail: the mail outbox for the shop's staff, newest first, with a
 * retry for the messages that failed. A customer reaching the address gets the staff-only
 * sentence without a call (the server answers 403 anyway).
 */
export function StaffMailPage() {
  return (
    <AccountShell titleKey="AccountArea.StaffMail" path={STAFF_MAIL_PATH}>
      {(me) => <StaffMail me={me} />}
    </AccountShell>
  );
}

function StaffMail({ me }: { me: AccountCustomer }) {
  const { t } = useTranslation();
  if (me.Role !== 'staff') return <p role="alert">{t('Security.StaffOnly')}</p>;
  return <Outbox />;
}

function Outbox() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const pagenbr = pageOf(params.get('pagenbr'));
  const { data, error, isFetching, refetch } = useGetOutboxQuery({ pagenbr });
  if (error) {
    return (
      <>
        <p role="alert">{serverMessage(error) ?? t('Manager.UnknowsErrors')}</p>
        <button type="button" className="btn btn-primary" onClick={() => void refetch()}>
          {t('Navigation.TryAgain')}
        </button>
      </>
    );
  }
  if (!data) return <p aria-busy="true">{t('Manager.Loading')}</p>;
  return (
    <>
      <p>
        {t(data.Transport === 'smtp' ? 'AccountArea.TransportSmtp' : 'AccountArea.TransportOutbox')}
      </p>
      {data.Messages.length === 0 ? (
        <p>{t('AccountArea.OutboxEmpty')}</p>
      ) : (
        <OutboxTable messages={data.Messages} busy={isFetching} />
      )}
      <Pagination
        currentPage={data.PageNumber}
        totalPages={data.PageCount}
        searchFor={(page) => (page > 1 ? `?pagenbr=${page}` : '')}
        label={t('AccountArea.OutboxPages')}
        previousLabel={t('AccountArea.PreviousPage')}
        nextLabel={t('AccountArea.NextPage')}
        pageLabel={(page) => t('AccountArea.PageNumber', page)}
      />
    </>
  );
}
