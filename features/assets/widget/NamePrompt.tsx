import { useId, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { ASSET_NAME_MAX } from '@rules/assets';
import { useTranslation } from '@base/i18n/useTranslation';

interface Props {
  name: string;
  /** The server's refusal of the last try, shown under the field. */
  error?: string;
  busy: boolean;
  onSave: (name: string) => void;
  onCancel: () => void;
}

/** 000 §4 "Edit name": the prompt, an accessible dialog with a labelled field (not window.prompt). */
export function NamePrompt({ name, error, busy, onSave, onCancel }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState(name);
  const [empty, setEmpty] = useState(false);
  const shown = empty ? t('Assets.Widget.NameRequired') : error;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = value.trim();
    setEmpty(trimmed === '');
    if (trimmed) onSave(trimmed);
  };
  return (
    <Modal show onHide={onCancel} centered aria-labelledby={`${id}-title`}>
      <form onSubmit={submit} noValidate>
        <Modal.Header closeButton closeLabel={t('Manager.Close')}>
          <Modal.Title id={`${id}-title`}>{t('Assets.Widget.EditName')}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <label className="form-label" htmlFor={`${id}-name`}>
            {t('Assets.Widget.NameLabel')}
          </label>
          <input
            id={`${id}-name`}
            className={`form-control${shown ? ' is-invalid' : ''}`}
            value={value}
            maxLength={ASSET_NAME_MAX}
            onChange={(event) => setValue(event.target.value)}
            aria-invalid={shown ? true : undefined}
            aria-describedby={shown ? `${id}-error` : undefined}
            required
            autoFocus
          />
          {shown && (
            <div className="invalid-feedback" id={`${id}-error`}>
              {shown}
            </div>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onCancel}>
            {t('Manager.Cancel')}
          </Button>
          <Button variant="primary" type="submit" disabled={busy}>
            {t('Assets.Widget.SaveName')}
          </Button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
