import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { screen } from '@testing-library/react';
import { renderScreen } from '@/test/render-screen';
import { QuantityRow } from './quantity-row';

function Quantity({ stock }: { stock: number }) {
  const [value, setValue] = useState(1);
  return (
    <>
      <QuantityRow stock={stock} value={value} onChange={setValue} />
      <output aria-label="Chosen">{value}</output>
    </>
  );
}

const field = () => screen.getByRole('spinbutton', { name: 'Quantity' });

describe('the quantity of a product', () => {
  it('goes from 1 to the stock with − and +, each disabled at its end', async () => {
    const { user } = renderScreen(<Quantity stock={2} />);
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(field()).toHaveValue('2');
    expect(field()).toHaveAttribute('aria-valuenow', '2');
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(screen.getByLabelText('Chosen')).toHaveTextContent('1');
  });

  it('takes a typed number, brought within 1 and the stock when the field is left; letters are not typed', async () => {
    const { user } = renderScreen(<Quantity stock={5} />);
    await user.clear(field());
    await user.type(field(), '4x');
    expect(field()).toHaveValue('4');
    await user.tab();
    expect(screen.getByLabelText('Chosen')).toHaveTextContent('4');
    await user.clear(field());
    await user.type(field(), '99{Enter}');
    expect(field()).toHaveValue('5');
    await user.clear(field());
    await user.type(field(), '0');
    await user.tab();
    expect(screen.getByLabelText('Chosen')).toHaveTextContent('1');
  });

  it('moves with the arrow keys, Home and End', async () => {
    const { user } = renderScreen(<Quantity stock={9} />);
    await user.click(field());
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(field()).toHaveValue('3');
    await user.keyboard('{End}');
    expect(field()).toHaveValue('9');
    await user.keyboard('{Home}{ArrowDown}');
    expect(field()).toHaveValue('1');
  });

  it('says "Out of stock" and offers nothing to choose when none is left', () => {
    renderScreen(<Quantity stock={0} />);
    expect(screen.getByText('Out of stock')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
  });
});
