import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { setupStore } from '@store/index';
import { QuantityInput } from '@base/ui/QuantityInput';
import { renderWithProviders } from '../../support/render';
import { json } from '../../support/fetchMock';
import { loadFrench, mockServer } from '../account/helpers';

type Rules = { min?: number; max?: number; step?: number };

/** The input as a page uses it: the page keeps the applied quantity. */
function Harness({
  rules,
  stopAtZero,
  onChange,
}: {
  rules: Rules;
  stopAtZero?: boolean;
  onChange: (v: number, raw: string) => void;
}) {
  const [value, setValue] = useState(rules.min ?? 1);
  return (
    <QuantityInput
      id="qty"
      label="Quantité"
      value={value}
      rules={rules}
      stopAtZero={stopAtZero}
      onChange={(v, raw) => {
        setValue(v);
        onChange(v, raw);
      }}
    />
  );
}

async function renderInput(rules: Rules, stopAtZero = false) {
  mockServer(() => json(404, {}));
  const store = setupStore();
  await loadFrench(store);
  const onChange = jest.fn<(v: number, raw: string) => void>();
  renderWithProviders(<Harness rules={rules} stopAtZero={stopAtZero} onChange={onChange} />, {
    store,
  });
  jest.useFakeTimers();
  return { onChange, input: screen.getByRole('spinbutton', { name: 'Quantité' }) };
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const later = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('QuantityInput (001 §5 "Validation rules")', () => {
  beforeEach(() => {
    jest.useRealTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('applies typing 600 ms after the last key, not before', async () => {
    const { onChange, input } = await renderInput({ min: 1 });
    type(input, '4');
    later(400);
    type(input, '45');
    later(599);
    expect(onChange).not.toHaveBeenCalled();
    expect(input).toHaveValue('45');
    later(1);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith(45, '45');
  });

  it('snaps to the step: up when the value grew, down otherwise; min and max bound it', async () => {
    const { onChange, input } = await renderInput({ min: 2, step: 2, max: 24 });
    type(input, '5');
    later(600);
    expect(onChange).toHaveBeenLastCalledWith(6, '5');
    expect(input).toHaveValue('6');
    type(input, '5');
    later(600);
    expect(onChange).toHaveBeenLastCalledWith(4, '5');
    type(input, '1');
    later(600);
    expect(onChange).toHaveBeenLastCalledWith(2, '1');
    type(input, '99');
    later(600);
    expect(onChange).toHaveBeenLastCalledWith(24, '99');
  });

  it('turns what is not a number into 0, raised to the minimum', async () => {
    const { onChange, input } = await renderInput({ min: 3 });
    type(input, 'abc');
    later(600);
    expect(onChange).toHaveBeenLastCalledWith(3, 'abc');
    expect(input).toHaveValue('3');
  });

  it('applies the buttons, Enter and leaving the field at once', async () => {
    const { onChange, input } = await renderInput({ min: 1, step: 1, max: 3 });
    const plus = screen.getByRole('button', { name: 'Augmenter la quantité' });
    const minus = screen.getByRole('button', { name: 'Diminuer la quantité' });
    expect(minus).toBeDisabled();
    fireEvent.click(plus);
    expect(onChange).toHaveBeenLastCalledWith(2, '2');
    fireEvent.click(plus);
    expect(plus).toBeDisabled();
    type(input, '1');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(1, '1');
    type(input, '2');
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith(2, '2');
    const calls = onChange.mock.calls.length;
    later(600);
    // The pending debounce was dropped: nothing applied twice.
    expect(onChange.mock.calls.length).toBe(calls);
  });

  it('lets the decrement button stop at 0 only when disabling is enabled', async () => {
    const { onChange } = await renderInput({ min: 1 }, true);
    const minus = screen.getByRole('button', { name: 'Diminuer la quantité' });
    fireEvent.click(minus);
    expect(onChange).toHaveBeenLastCalledWith(0, '0');
    expect(minus).toBeDisabled();
  });
});
