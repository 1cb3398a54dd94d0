import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form, Input } from 'antd-mobile';
import { linkFieldErrors } from './link-field-errors';

let stop: () => void = () => {};
afterEach(() => stop());

function Signup() {
  return (
    <Form
      name="signup"
      layout="vertical"
      requiredMarkStyle="none"
      footer={
        <Button type="submit" color="primary">
          Create account
        </Button>
      }
    >
      <Form.Item name="account" label="Account" rules={[{ required: true, message: 'Choose an account name' }]}>
        <Input />
      </Form.Item>
      <Form.Item name="email" label="Email">
        <Input />
      </Form.Item>
    </Form>
  );
}

describe('a form field and its error', () => {
  it('is marked invalid and described by its error while it shows, and given back when it goes', async () => {
    const user = userEvent.setup();
    render(<Signup />);
    stop = linkFieldErrors(document.body);
    const account = screen.getByRole('textbox', { name: 'Account' });
    expect(account).not.toBeInvalid();

    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(account).toHaveAccessibleDescription('Choose an account name'));
    expect(account).toBeInvalid();
    // A field without an error says nothing more than before.
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toBeInvalid();
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-describedby');

    await user.type(account, 'ada');
    await waitFor(() => expect(account).not.toBeInvalid());
    expect(account).not.toHaveAttribute('aria-describedby');
  });

  it("keeps a field's own description beside its error", async () => {
    const user = userEvent.setup();
    render(
      <>
        <p id="account-hint">4 to 20 letters or digits</p>
        <Signup />
      </>,
    );
    stop = linkFieldErrors(document.body);
    const account = screen.getByRole('textbox', { name: 'Account' });
    account.setAttribute('aria-describedby', 'account-hint');

    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(account).toHaveAccessibleDescription('4 to 20 letters or digits Choose an account name'),
    );
    await user.type(account, 'ada');
    await waitFor(() => expect(account).toHaveAccessibleDescription('4 to 20 letters or digits'));
  });
});
