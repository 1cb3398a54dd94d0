import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from 'antd';
import { useDialogFocus } from './dialog-focus';

/** A page whose dialog closes the console's way: by leaving the page, not by `open={false}`. */
function Desk({ decided = false }: { decided?: boolean }) {
  useDialogFocus();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  const close = (refused: boolean) => {
    setOpen(false);
    setDone(refused && decided);
  };
  return (
    <>
      <h1 tabIndex={-1}>Recharges</h1>
      {!done && <button onClick={() => setOpen(true)}>Refuse</button>}
      {open && (
        <Modal open title="Refuse recharge 3" okText="Refuse it" onOk={() => close(true)} onCancel={() => close(false)}>
          <textarea aria-label="Reason" />
        </Modal>
      )}
    </>
  );
}

describe('console dialogs and the keyboard', () => {
  it('keeps Tab inside the dialog both ways, and hands focus back to the opener on Escape', async () => {
    const user = userEvent.setup();
    render(<Desk />);
    const opener = screen.getByRole('button', { name: 'Refuse' });
    opener.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    // Close, the reason, Cancel and Refuse it: twice round each way, never out of the dialog.
    for (const shift of [false, true]) {
      for (let press = 0; press < 8; press += 1) {
        await user.tab({ shift });
        expect(dialog).toContainElement(document.activeElement as HTMLElement);
      }
    }

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it("gives focus to the page's heading when the opener left with the decision", async () => {
    const user = userEvent.setup();
    render(<Desk decided />);
    screen.getByRole('button', { name: 'Refuse' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Refuse it' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Recharges' })).toHaveFocus());
  });

  it('moves nothing when no dialog had focus, as menus and messages come and go', async () => {
    render(<Desk />);
    const popup = document.body.appendChild(document.createElement('div'));
    popup.remove();
    await waitFor(() => expect(document.body).toHaveFocus());
    expect(screen.getByRole('heading', { name: 'Recharges' })).not.toHaveFocus();
  });
});
