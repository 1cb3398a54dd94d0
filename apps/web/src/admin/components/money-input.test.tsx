import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@/i18n';
import { MoneyInput } from './money-input';

function Field({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <MoneyInput aria-label="Amount" value={value} onChange={setValue} />
      <output aria-label="Held">{value}</output>
      <button type="button" onClick={() => setValue('149.5')}>
        Set
      </button>
    </>
  );
}

afterEach(() => changeLanguage('en'));

describe("an operator's money field", () => {
  it('in Turkish, takes "-12,30" and holds "-12.30"; a value set by the form shows with a comma', async () => {
    await changeLanguage('tr');
    const user = userEvent.setup();
    render(<Field />);
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    expect(amount).toHaveAttribute('placeholder', '0,00');
    await user.type(amount, '-12,30');
    expect(screen.getByLabelText('Held')).toHaveTextContent('-12.30');
    expect(amount).toHaveValue('-12,30');
    await user.click(screen.getByRole('button', { name: 'Set' }));
    expect(amount).toHaveValue('149,5');
  });

  it('in English, takes the dot as before', async () => {
    const user = userEvent.setup();
    render(<Field initial="3.10" />);
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    expect(amount).toHaveValue('3.10');
    await user.clear(amount);
    await user.type(amount, '1,250.75');
    expect(screen.getByLabelText('Held')).toHaveTextContent('1250.75');
  });
});
