import { useId, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from '@base/i18n/useTranslation';
import { useAppDispatch, useAppSelector } from '@base/hooks';
import { ConsentSwitches } from './ConsentSwitches';
import { consentPreferencesClosed, selectStoredConsent } from './slice';
import { AllOrNothingButtons } from './AllOrNothingButtons';
import { useSaveConsent, type ConsentChoices } from './useSaveConsent';

/** The preferences dialog; any of its three buttons saves, applies and closes it (000 §4 "States and transitions"). */
export function ConsentPreferences() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const stored = useAppSelector(selectStoredConsent);
  const { save } = useSaveConsent();
  // Starts from the last choice (even under an old stamp): the shopper only adjusts it.
  const [choices, setChoices] = useState<ConsentChoices>(() => ({
    preferences: stored?.preferences ?? false,
    statistics: stored?.statistics ?? false,
    marketing: stored?.marketing ?? false,
  }));
  const titleId = useId();
  return (
    <Modal
      show
      onHide={() => dispatch(consentPreferencesClosed())}
      centered
      scrollable
      className="cookie-consent-modal"
      aria-labelledby={titleId}
    >
      <Modal.Header closeButton closeLabel={t('Manager.Close')}>
        <Modal.Title as="h2" className="h4" id={titleId}>
          {t('Consent.PreferencesTitle')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{t('Consent.PreferencesIntro')}</p>
        <ConsentSwitches choices={choices} onChange={setChoices} />
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-primary" onClick={() => save(choices)}>
          {t('Consent.Save')}
        </button>
        <AllOrNothingButtons />
      </Modal.Footer>
    </Modal>
  );
}
