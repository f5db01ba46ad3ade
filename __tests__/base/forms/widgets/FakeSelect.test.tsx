import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { FakeSelect } from '@base/forms/widgets/FakeSelect';
import { noErrors, renderInForm } from './harness';

const options = [
  { value: 'store', label: 'Magasin' },
  { value: 'warehouse', label: 'Entrepôt' },
  { value: 'web', label: 'Web' },
];

const renderSelect = (validate?: (v: Record<string, unknown>) => Record<string, string>) =>
  renderInForm(
    <FakeSelect name="Position" id="position" label="Poste" options={options} required />,
    { Position: '' },
    validate ? { validate } : {},
  );

describe('FakeSelect', () => {
  it('is a labelled combobox whose list opens, moves and chooses with the keyboard', async () => {
    const { seen } = renderSelect();
    const box = await screen.findByRole('combobox', { name: /Poste/ });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.getAttribute('aria-required')).toBe('true');
    box.focus();
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('listbox', { name: 'Poste' });
    expect(list.hidden).toBe(false);
    expect(box.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: 'Magasin' }).id,
    );
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: 'Entrepôt' }).id,
    );
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(seen.values.Position).toBe('warehouse'));
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.textContent).toBe('Entrepôt');
    expect(document.activeElement).toBe(box);
  });

  it('jumps to an option by its first letter, ends with Home and End, closes with Escape', async () => {
    const { seen } = renderSelect();
    const box = await screen.findByRole('combobox', { name: /Poste/ });
    fireEvent.keyDown(box, { key: 'w' });
    expect(box.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: 'Web' }).id,
    );
    fireEvent.keyDown(box, { key: 'Home' });
    expect(box.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: 'Magasin' }).id,
    );
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(seen.values.Position).toBe('');
  });

  it('chooses with a click and marks the chosen option', async () => {
    const { seen } = renderSelect();
    const box = await screen.findByRole('combobox', { name: /Poste/ });
    fireEvent.click(box);
    fireEvent.mouseDown(screen.getByRole('option', { name: 'Web' }));
    await waitFor(() => expect(seen.values.Position).toBe('web'));
    fireEvent.click(box);
    expect(screen.getByRole('option', { name: 'Web' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows its error once touched, tied by aria-describedby', async () => {
    renderSelect((v) => (v.Position ? noErrors : { Position: 'Ce champ est obligatoire.' }));
    const box = await screen.findByRole('combobox', { name: /Poste/ });
    fireEvent.blur(box);
    await waitFor(() => expect(box.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Ce champ est obligatoire.',
    );
  });
});
