import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DatePickerField } from '@base/forms/widgets/DatePickerField';
import { dateOfText, dateText } from '@base/forms/widgets/dateText';
import { loadFrench, mockServer } from '../../../features/account/helpers';
import { setupStore } from '@store/index';
import { renderInForm } from './harness';

describe('dateText', () => {
  it('writes the culture’s short date and reads what the date rule reads', () => {
    const date = new Date(2026, 11, 31);
    expect(dateText(date, 'fr')).toBe('31/12/2026');
    expect(dateText(date, 'nl')).toBe('31-12-2026');
    expect(dateOfText('31/12/2026', 'nl')?.getDate()).toBe(31);
    expect(dateOfText('31/02/2026', 'fr')).toBeUndefined();
  });
});

describe('DatePickerField', () => {
  const renderPicker = async (culture: string, value = '') => {
    mockServer(() => new Response('{}', { status: 404 }));
    const store = setupStore();
    await loadFrench(store);
    return renderInForm(
      <DatePickerField name="Birth" id="birth" label="Date de naissance" hint="JJ/MM/AAAA" />,
      { Birth: value },
      { culture, store },
    );
  };

  it('takes a typed date as it is', async () => {
    const { seen } = await renderPicker('fr');
    // The chunk is there once its calendar button is (the stand-in has none).
    await screen.findByRole('button', { name: /Choisir une date/ });
    const input = screen.getByRole('textbox', { name: 'Date de naissance' });
    fireEvent.change(input, { target: { value: '14/02/1995' } });
    await waitFor(() => expect(seen.values.Birth).toBe('14/02/1995'));
    expect(input.getAttribute('aria-describedby')).toBe('birth-hint');
  });

  it('opens a French calendar on the typed month; a day picked fills the field', async () => {
    const { seen } = await renderPicker('fr', '14/02/1995');
    const open = await screen.findByRole('button', { name: /Choisir une date/ });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(open);
    const dialog = screen.getByRole('dialog', { name: /Calendrier/ });
    expect((await within(dialog).findByRole('grid')).getAttribute('aria-label')).toMatch(
      /février 1995/,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: /20 février 1995/ }));
    await waitFor(() => expect(seen.values.Birth).toBe('20/02/1995'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(open);
  });

  it('speaks Dutch in nl and closes with Escape, giving the focus back', async () => {
    await renderPicker('nl', '14-02-1995');
    // Only the French strings are loaded: the button is found by the field it opens for.
    const open = await screen.findByRole('button', { name: /Date de naissance/ });
    fireEvent.click(open);
    const dialog = screen.getByRole('dialog');
    expect((await within(dialog).findByRole('grid')).getAttribute('aria-label')).toMatch(
      /februari 1995/,
    );
    fireEvent.keyDown(within(dialog).getByRole('grid'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(open);
  });
});
