/** The form fields show a rule's failure with its arguments filled, in the page's culture. */
import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { Form, Formik } from 'formik';
import { CheckboxField } from '@base/forms/CheckboxField';
import { TextField } from '@base/forms/TextField';
import { CultureContext } from '@base/i18n/cultureContext';
import { yupForFields } from '@base/forms/validation';
import { rulesFromAttributes } from '@rules/validation';
import { loadStringResources } from '@src/loadStrings';
import { setupStore } from '@store/index';
import { strings } from '../../../../server/seed/data/strings';
import { nestStrings } from '../../../../server/services/strings';
import { json, mockFetch } from '../../../support/fetchMock';
import { renderWithProviders } from '../../../support/render';

/** The string resources of the culture the address asks for. */
function serveStrings() {
  mockFetch((url) => {
    const culture = url.pathname.includes('/nl/') ? 'nl' : 'fr';
    const rows = Object.entries(strings).map(([key, value]) => ({ key, value: value[culture] }));
    return json(200, nestStrings(rows));
  });
}

const fields = [
  { name: 'Motivation', rules: rulesFromAttributes({ 'data-rule-maxwords': '3' }) },
  { name: 'Consent', rules: rulesFromAttributes({ 'data-rule-enforcetrue': '' }) },
];

async function renderForm(culture: 'fr' | 'nl') {
  serveStrings();
  const store = setupStore();
  await loadStringResources(store, culture);
  // The culture as a CMS form's own root gets it (no :culture route here).
  renderWithProviders(
    <CultureContext.Provider value={culture}>
      <Formik
        initialValues={{ Motivation: '', Consent: false }}
        validationSchema={yupForFields(fields, { culture })}
        onSubmit={() => undefined}
      >
        <Form>
          <TextField name="Motivation" id="motivation" label="Motivation" />
          <CheckboxField name="Consent" id="consent" label="OK" />
          <button type="submit">Send</button>
        </Form>
      </Formik>
    </CultureContext.Provider>,
    { store, route: `/${culture}/` },
  );
}

describe('TextField and CheckboxField with the validation library', () => {
  it.each([
    ['fr', 'Veuillez saisir 3 mots ou moins.', 'Cochez cette case pour continuer.'],
    ['nl', 'Vul 3 woorden of minder in.', 'Vink dit vakje aan om verder te gaan.'],
  ] as const)('%s: the words limit with its {0}, the box to check', async (culture, words, box) => {
    await renderForm(culture);
    fireEvent.change(screen.getByLabelText('Motivation'), {
      target: { value: 'un deux trois quatre' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    expect(await screen.findByText(words)).toBeInTheDocument();
    expect(screen.getByLabelText('Motivation')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(box)).toBeInTheDocument();
  });
});
