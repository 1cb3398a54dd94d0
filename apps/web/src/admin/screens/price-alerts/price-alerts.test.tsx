import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { AdminNoticeApi } from '@tradewind/contract';
import { fakeHttp, ok } from '@/test/fake-http';
import { adminSession } from '../../api/admin-session';
import { renderAdmin } from '../../test/render-admin';
import { configureConsoleTests } from '../../test/configure-console-tests';

configureConsoleTests({ skipVisibilityCheck: true });

describe('price alerts in the console', { timeout: 30_000 }, () => {
  let server: ReturnType<typeof fakeHttp> | undefined;
  afterEach(() => {
    server?.restore();
    adminSession.clear();
  });

  it('the operator reads the share a drop must reach and changes it', async () => {
    server = fakeHttp({
      [`GET ${AdminNoticeApi.settings}`]: ok({ price_drop_percent: 5 }),
      [`POST ${AdminNoticeApi.settingsSave}`]: ok({ price_drop_percent: 12 }),
    });
    const { user } = await renderAdmin('/admin/price-alerts');
    const share = await screen.findByRole('spinbutton', { name: 'Smallest drop worth telling (% of the saved price)' });
    expect(share).toHaveValue('5');
    await user.clear(share);
    await user.type(share, '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server!.calls(`POST ${AdminNoticeApi.settingsSave}`)).toHaveLength(1));
    expect(server.calls(`POST ${AdminNoticeApi.settingsSave}`)[0]!.body).toEqual({ price_drop_percent: 12 });
    expect(await screen.findByText('Saved: buyers hear of a drop of 12 % or more')).toBeInTheDocument();
  });

  it('refuses a share outside 1 to 90 % before asking the server', async () => {
    server = fakeHttp({ [`GET ${AdminNoticeApi.settings}`]: ok({ price_drop_percent: 5 }) });
    const { user } = await renderAdmin('/admin/price-alerts');
    const share = await screen.findByRole('spinbutton', { name: 'Smallest drop worth telling (% of the saved price)' });
    await user.clear(share);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter whole percent from 1 to 90')).toBeInTheDocument();
    expect(server.calls(`POST ${AdminNoticeApi.settingsSave}`)).toHaveLength(0);
  });
});
