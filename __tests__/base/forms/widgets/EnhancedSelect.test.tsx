import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { EnhancedSelect } from '@base/forms/widgets/EnhancedSelect';
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
