import { Form, Formik } from 'formik';
import type { ReactNode } from 'react';
import { CultureContext } from '@base/i18n/cultureContext';
import { setupStore, type AppStore } from '@store/index';
import { renderWithProviders } from '../../../support/render';

/** A validate answer without errors. */
export const noErrors: Record<string, string> = {};

/** The Formik values a test reads after the widget changed them. */
export interface Seen {
  values: Record<string, unknown>;
}

/** Renders a widget inside a Formik form (with a submit button), in a culture. */
export function renderInForm(
  ui: ReactNode,
  initial: Record<string, unknown>,
  options: {
    culture?: string;
    store?: AppStore;
    validate?: (v: Record<string, unknown>) => Record<string, string>;
  } = {},
) {
  const seen: Seen = { values: initial };
  const store = options.store ?? setupStore();
  const result = renderWithProviders(
    <CultureContext.Provider value={options.culture ?? 'fr'}>
      <Formik
        initialValues={initial}
        validate={(values) => {
          seen.values = values;
          return options.validate?.(values) ?? {};
        }}
        onSubmit={() => {}}
      >
        <Form noValidate>
          {ui}
          <button type="submit">OK</button>
        </Form>
      </Formik>
    </CultureContext.Provider>,
    { store },
  );
  return { ...result, seen };
}
