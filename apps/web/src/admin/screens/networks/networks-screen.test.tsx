import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { AdminWalletApi, type AdminNetwork } from '@tradewind/contract';
import { fakeHttp, fail, ok, type FakeRequest } from '@/test/fake-http';
import { adminSession } from '../../api/admin-session';
import { renderAdmin } from '../../test/render-admin';
import { configureConsoleTests } from '../../test/configure-console-tests';
import { findDialogWith } from '../../test/dialogs';
import { pageOfRows } from '../../test/page-of-rows';
import { queryOf } from '../../test/query-of';

/** Audited by eye: no RPC endpoint (decision 028). */
const byEye = { rpc_url: null, token_contract: null, token_decimals: null, confirmations: null };
const TRC20: AdminNetwork = {
  id: 1,
  name: 'TRC20',
  token: 'USDT',
  address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
  address_format: 'tron',
  enabled: true,
  ...byEye,
};
const ERC20: AdminNetwork = {
  id: 2,
  name: 'ERC20',
  token: 'USDT',
  address: '0x8d12A197cB00D4747a1fe03395095ce2A5CC6819',
  address_format: 'evm',
  enabled: false,
  ...byEye,
};
const LIST = `GET ${AdminWalletApi.networks}`;
const SAVE = `POST ${AdminWalletApi.networkSave}`;

/** Networks 3, 4, 5… (NET3…), disabled: more networks than one page holds. */
const disabledNetworks = (count: number): AdminNetwork[] =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 3,
    name: `NET${i + 3}`,
    token: 'USDT',
    address: `0x${String(i + 3).padStart(40, '0')}`,
    address_format: 'evm',
    enabled: false,
    ...byEye,
  }));

/** Answers a page of `rows` as the server would (in order), and a save by changing `rows`. */
function networksServer(rows: AdminNetwork[]) {
  return fakeHttp({
    [LIST]: ({ url }: FakeRequest) => ok(pageOfRows(rows, url)),
    [SAVE]: ({ body }: FakeRequest) => {
      const saved = body as AdminNetwork;
      const index = rows.findIndex((row) => row.id === saved.id);
      const row = { ...saved, id: saved.id ?? rows.length + 1 };
      if (index >= 0) rows[index] = row;
      else rows.push(row);
      return ok(row);
    },
  });
}

configureConsoleTests({ skipVisibilityCheck: true });

describe('networks and receiving addresses', { timeout: 30_000 }, () => {
  let server: ReturnType<typeof fakeHttp> | undefined;
  afterEach(() => {
    server?.restore();
    adminSession.clear();
  });

  it('lists every network with its address and state', async () => {
    server = networksServer([TRC20, ERC20]);
    await renderAdmin('/admin/networks');
    const table = await screen.findByRole('table', { name: 'Recharge networks' });
    await within(table).findByText('TRC20');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('TRC20');
    expect(rows[1]).toHaveTextContent(TRC20.address);
    expect(rows[1]).toHaveTextContent('Enabled');
    expect(rows[2]).toHaveTextContent('Disabled');
    expect(screen.getByRole('heading', { level: 1, name: 'Networks and addresses' })).toBeInTheDocument();
    expect(screen.getByText('2 in all')).toBeInTheDocument();
    expect(queryOf(server.calls(LIST)[0]!.url)).toEqual({ page: '1', limit: '20' });
  });

  it('pages through the networks on the server, and warns that none is enabled only when it knows', async () => {
    server = networksServer([...disabledNetworks(22), { ...TRC20, id: 25 }]);
    const { user, path } = await renderAdmin('/admin/networks');
    const table = await screen.findByRole('table', { name: 'Recharge networks' });
    await within(table).findByText('NET3');
    expect(screen.getByText('23 in all')).toBeInTheDocument();
    expect(within(table).queryByText('TRC20')).toBeNull();
    expect(screen.queryByText('No network is enabled: buyers cannot recharge on-chain.')).toBeNull();

    await user.click(within(table.closest('.ant-table-wrapper')!).getByRole('listitem', { name: '2' }));
    expect(await within(table).findByText('TRC20')).toBeInTheDocument();
    expect(queryOf(server.calls(LIST).at(-1)!.url)).toEqual({ page: '2', limit: '20' });
    expect(within(table).queryByText('NET3')).toBeNull();
    expect(path()).toBe('/admin/networks?page=2&limit=20');
    expect(screen.queryByText('No network is enabled: buyers cannot recharge on-chain.')).toBeNull();
  });

  it('disables a network only after a confirmation, then shows it disabled', async () => {
    server = networksServer([{ ...TRC20 }, ERC20]);
    const { user } = await renderAdmin('/admin/networks');
    await user.click(await screen.findByRole('button', { name: 'Disable TRC20' }));

    const dialog = await findDialogWith('Disable TRC20?');
    expect(dialog).toHaveTextContent('Buyers can no longer choose TRC20 when they recharge.');
    expect(server.calls(SAVE)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));

    expect(await screen.findByText('TRC20 is disabled')).toBeInTheDocument();
    expect(server.calls(SAVE)[0]!.body).toEqual({ ...TRC20, enabled: false });
    expect(await screen.findByText('No network is enabled: buyers cannot recharge on-chain.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Enable TRC20' })).toBeInTheDocument();
  });

  it('cancelling the confirmation changes nothing', async () => {
    server = networksServer([{ ...TRC20 }]);
    const { user } = await renderAdmin('/admin/networks');
    await user.click(await screen.findByRole('button', { name: 'Disable TRC20' }));
    const dialog = await findDialogWith('Disable TRC20?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.calls(SAVE)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Disable TRC20' })).toBeInTheDocument();
    expect(screen.queryByText('TRC20 is disabled')).toBeNull();
  });

  it('adds a network with its name, address and state', async () => {
    server = networksServer([{ ...TRC20 }]);
    const { user } = await renderAdmin('/admin/networks');
    await user.click(await screen.findByRole('button', { name: /Add network/ }));
    const dialog = await findDialogWith('Add a network');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText("Enter the network's name")).toBeInTheDocument();
    expect(server.calls(SAVE)).toHaveLength(0);

    expect(await within(dialog).findByText("Choose how this network's addresses are written")).toBeInTheDocument();
    expect(await within(dialog).findByText('Enter the token, e.g. USDT')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Network name'), ' BEP20 ');
    await user.type(within(dialog).getByLabelText('Token'), 'USDC');
    await user.click(within(dialog).getByRole('combobox', { name: 'Address format' }));
    await user.click(await screen.findByTitle('EVM (0x…, EIP-55 checksum)'));
    const address = within(dialog).getByLabelText('Receiving address');
    await user.type(address, 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // The buyers' rule for the network's addresses holds for its receiving address.
    expect(
      await within(dialog).findByText('Enter an address of 0x followed by 40 hexadecimal characters'),
    ).toBeInTheDocument();
    expect(server.calls(SAVE)).toHaveLength(0);
    await user.clear(address);
    await user.type(address, '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed');
    await user.click(within(dialog).getByRole('switch', { name: 'Buyers can choose it now' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('BEP20 added')).toBeInTheDocument();
    expect(server.calls(SAVE)[0]!.body).toEqual({
      name: 'BEP20',
      token: 'USDC',
      address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      address_format: 'evm',
      enabled: false,
      ...byEye,
    });
    expect(await screen.findByRole('button', { name: 'Enable BEP20' })).toBeInTheDocument();
  });

  it('asks before changing a receiving address and shows the server refusing a duplicate name', async () => {
    server = fakeHttp({
      [LIST]: ok({ list: [TRC20], total: 1, page: 1, limit: 20 }),
      [SAVE]: fail(409, 'This already exists', 'CONFLICT', 0, { name: 'A network with this name exists' }),
    });
    const { user } = await renderAdmin('/admin/networks');
    await user.click(await screen.findByRole('button', { name: 'Edit TRC20' }));
    const form = await findDialogWith('Edit TRC20');
    const address = within(form).getByLabelText('Receiving address');
    await user.clear(address);
    await user.type(address, 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    const confirm = await findDialogWith('Change the receiving address of TRC20?');
    expect(confirm).toHaveTextContent('send their money to TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
    await user.click(within(confirm).getByRole('button', { name: 'Change address' }));

    expect(await within(form).findByText('A network with this name exists')).toBeInTheDocument();
    expect(server.calls(SAVE)[0]!.body).toEqual({
      id: 1,
      name: 'TRC20',
      token: 'USDT',
      address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      address_format: 'tron',
      enabled: true,
      ...byEye,
    });
  });

  it('sets a network to be verified on the chain, then lists it so (decision 028)', async () => {
    const POLYGON: AdminNetwork = { ...ERC20, id: 2, name: 'Polygon', address: '0x' + '1'.repeat(40), enabled: true };
    server = networksServer([{ ...TRC20 }, POLYGON]);
    const { user } = await renderAdmin('/admin/networks');
    const table = await screen.findByRole('table', { name: 'Recharge networks' });
    expect(await within(table).findAllByText('By eye')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Edit Polygon' }));
    const form = await findDialogWith('Edit Polygon');
    expect(within(form).getByRole('group', { name: 'Verify deposits on the chain' })).toBeInTheDocument();
    await user.type(within(form).getByLabelText('JSON-RPC endpoint (http or https)'), 'https://polygon-rpc.example');
    await user.type(within(form).getByLabelText('Token contract'), '0x' + 'c'.repeat(40));
    await user.type(within(form).getByLabelText('Token decimals'), '6');
    await user.type(within(form).getByLabelText('Confirmations before crediting'), '12');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Polygon saved')).toBeInTheDocument();
    expect(server.calls(SAVE)[0]!.body).toEqual({
      id: 2,
      name: 'Polygon',
      token: 'USDT',
      address: POLYGON.address,
      address_format: 'evm',
      enabled: true,
      rpc_url: 'https://polygon-rpc.example',
      token_contract: '0x' + 'c'.repeat(40),
      token_decimals: 6,
      confirmations: 12,
    });
    expect(await within(table).findByText('On chain · 12 confirmations')).toBeInTheDocument();
  });
});
