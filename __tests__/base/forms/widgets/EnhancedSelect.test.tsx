import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { EnhancedSelect } from '@base/forms/widgets/EnhancedSelect';
import { resultCount, selectMessages } from '@base/forms/widgets/selectMessages';
import { setupStore } from '@store/index';
import { loadFrench, mockServer } from '../../../features/account/helpers';
import { noErrors, renderInForm } from './harness';

const options = [
  { value: 'order', label: 'Une commande' },
  { value: 'delivery', label: 'La livraison' },
];

describe('EnhancedSelect', () => {
  it('is a labelled combobox that filters as one types and chooses with the keyboard', async () => {
    const { seen } = renderInForm(
      <EnhancedSelect
        name="Subject"
        id="subject"
        label="Sujet"
        options={options}
        required
        hint="Un seul"
      />,
      { Subject: '' },
    );
    const input = await screen.findByRole('combobox', { name: 'Sujet' });
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('subject-hint');
    fireEvent.change(input, { target: { value: 'livr' } });
    expect(screen.getByText('La livraison')).toBeTruthy();
    expect(screen.queryByText('Une commande')).toBeNull();
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(seen.values.Subject).toBe('delivery'));
  });

  it('speaks French in its live region (react-select’s own messages are English)', async () => {
    mockServer(() => new Response('{}', { status: 404 }));
    const store = setupStore();
    await loadFrench(store);
    renderInForm(
      <EnhancedSelect name="Subject" id="subject" label="Sujet" options={options} />,
      { Subject: '' },
      { store },
    );
    const input = await screen.findByRole('combobox', { name: 'Sujet' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'livr' } });
    await waitFor(() => expect(document.body.textContent).toContain('1 résultat pour « livr ».'));
    // The focused option and its place in the filtered list.
    expect(document.body.textContent).toContain('La livraison, 1 sur 1');
  });

  it('has French messages for every moment it speaks', () => {
    const t = (key: string, ...args: (string | number)[]) => `${key}(${args.join(',')})`;
    const messages = selectMessages(t);
    const option = { value: 'delivery', label: 'La livraison' };
    expect(
      messages.onChange!({
        action: 'select-option',
        label: 'La livraison',
        labels: [],
        isDisabled: false,
        value: option,
        option,
      }),
    ).toBe('Widgets.Select.Chosen(La livraison)');
    expect(
      messages.onChange!({
        action: 'clear',
        label: '',
        labels: [],
        isDisabled: false,
        value: null,
        removedValues: [],
      }),
    ).toBe('Widgets.Select.Cleared()');
    expect(
      messages.guidance!({
        'aria-label': undefined,
        context: 'input',
        isSearchable: true,
        isMulti: false,
        isDisabled: false,
        tabSelectsValue: true,
        isInitialFocus: true,
      }),
    ).toBe('Widgets.Select.GuidanceSearch()');
    expect(resultCount(t)({ count: 3 })).toBe('Widgets.Select.Results(3)');
  });

  it('shows its error once touched', async () => {
    renderInForm(
      <EnhancedSelect name="Subject" id="subject" label="Sujet" options={options} required />,
      { Subject: '' },
      { validate: (v) => (v.Subject ? noErrors : { Subject: 'Ce champ est obligatoire.' }) },
    );
    const input = await screen.findByRole('combobox', { name: 'Sujet' });
    fireEvent.focus(input);
    fireEvent.blur(input);
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Ce champ est obligatoire.').id).toBe('subject-error');
  });
});
