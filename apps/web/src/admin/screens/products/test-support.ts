import { waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Opens an antd select by its accessible name, optionally types to search, and picks the option shown as `label`. */
export async function choose(user: UserEvent, name: string, label: string, search?: string, scope?: HTMLElement) {
  const box = within(scope ?? document.body).getByRole('combobox', { name });
  await user.click(box);
  if (search) await user.type(box, search);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
      (item) => item.getAttribute('title') === label,
    );
    if (!found) throw new Error(`No option "${label}" in ${name}`);
    return found;
  });
  await user.click(option);
}
