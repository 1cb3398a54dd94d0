import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeHttp, ok } from '@/test/fake-http';
import { adminSession } from '../../api/admin-session';
import { renderAdmin } from '../../test/render-admin';
import { configureConsoleTests } from '../../test/configure-console-tests';
import { orderDetailOf } from './order.test-data';

configureConsoleTests();
const DETAIL = 'GET /api/admin/order';

describe('the order the operator ships (decision 041)', { timeout: 20_000 }, () => {
  let server: ReturnType<typeof fakeHttp> | undefined;
  afterEach(() => {
    server?.restore();
    adminSession.clear();
  });

  it('shows the country, the postal code and the recipient’s customs ID in full for the declaration', async () => {
    const base = orderDetailOf({ status: 1 });
    const order = orderDetailOf({
      status: 1,
      address: {
        ...base.address,
        area: 'Seoul, Mapo-gu',
        country: 'KR',
        postal_code: '04038',
        customs_id_masked: 'P•••••••••234',
        customs_id: 'P500012345234',
      },
    });
    server = fakeHttp({ [DETAIL]: ok(order) });
    await renderAdmin(`/admin/orders/${order.id}`);
    const card = (await screen.findByText('Ship to')).closest<HTMLElement>('.ant-card')!;
    expect(card).toHaveTextContent('CountrySouth Korea');
    expect(card).toHaveTextContent('Postal code04038');
    expect(card).toHaveTextContent('Customs IDP500012345234');
  });
});
