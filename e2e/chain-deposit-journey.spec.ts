import { expect, test } from '@playwright/test';
import { startChain, type TestChain } from '../apps/server/src/test/chain';
import { register, uniqueBuyer, watchConsole } from './support';
import { api, operatorToken } from './api';
import { axeViolations } from './axe-support';
import { parseUnits } from 'viem';
import { measureTargets } from './touch-targets';

/**
 * Decisions 028 and 031 end to end: a real anvil node, a network the operator set to verify on it, a buyer who asks
 * to top up 25, is shown the exact amount to send, sends it as a real ERC-20 transfer, pastes its hash and watches
 * the record turn from "Confirming" to "Credited" on its own.
 */
let chain: TestChain;
let networkId: number;
const NETWORK = 'Anvil e2e';
/** As the buyer reads it: the token, then the network. */
const NETWORK_WITH_TOKEN = `USDT on ${NETWORK}`;

test.beforeAll(async ({ request }) => {
  chain = await startChain();
  const token = await operatorToken(request);
  const saved = await api<{ id: number }>(request, 'post', '/api/admin/network_save', {
    token,
    body: {
      name: NETWORK,
      token: 'USDT',
      address: chain.accounts[1],
      address_format: 'evm',
      enabled: true,
      rpc_url: chain.url,
      token_contract: chain.token,
      token_decimals: 18,
      confirmations: 3,
    },
  });
  networkId = saved.id;
});

test.afterAll(async ({ request }) => {
  // The node goes away with this file: the network must not stay offered to the other journeys' buyers.
  const token = await operatorToken(request);
  await api(request, 'post', '/api/admin/network_save', {
    token,
    body: { name: NETWORK, address: chain.accounts[1], enabled: false, id: networkId },
  });
  await chain.stop();
});

test('a buyer tops up by transaction hash, watches it confirm and be credited, and sees the balance', async ({
  page,
}) => {
  const console = watchConsole(page);
  const buyer = uniqueBuyer();
  const balance = page.getByRole('region', { name: 'Balance', exact: true });

  await test.step('a new buyer opens the on-chain top-up, picks the verified network and asks to top up 25', async () => {
    await register(page, buyer);
    await page.goto('/walletTopUp');
    // Before a network is picked the form is the operator-audited one: its targets are full size too.
    await expect(page.getByRole('radio', { name: NETWORK_WITH_TOKEN })).toBeVisible();
    expect((await measureTargets(page)).small).toEqual([]);
    await page.getByRole('radio', { name: NETWORK_WITH_TOKEN }).click();
    await expect(page.getByText(/checked on the chain and credited after 3 confirmations/)).toBeVisible();
    await expect(page.getByLabel('Transaction hash')).toHaveCount(0);
    // The seeded networks are all audited by eye, so the a11y walk never sees this form: check it here.
    expect(await axeViolations(page, '/walletTopUp with a verified network')).toEqual([]);
    expect((await measureTargets(page)).small).toEqual([]);
    await page.getByLabel('Amount (USD)').fill('25');
    await page.getByRole('button', { name: 'Get the amount to send' }).click();
  });

  let amountToSend = '';
  await test.step('is shown the exact amount to send, bound to them for an hour, and the address', async () => {
    const panel = page.getByRole('group', { name: 'Send exactly this amount' });
    const amount = panel.getByLabel(`Amount to send on ${NETWORK}`);
    await expect(amount).toHaveText(/^25\.00\d{4}$/);
    amountToSend = (await amount.textContent())!;
    await expect(panel).toContainText('$25.00 is credited');
    await expect(panel).toContainText(/Valid for (60:00|59:\d\d)/);
    await expect(page.getByRole('group', { name: `Send to this ${NETWORK_WITH_TOKEN} address` })).toContainText(
      chain.accounts[1]!.toLowerCase(),
    );
    expect(await axeViolations(page, '/walletTopUp with the amount to send')).toEqual([]);
    expect((await measureTargets(page)).small).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('amount-to-send.png'), fullPage: true });
  });

  let hash = '';
  await test.step('sends exactly that amount on the chain and pastes the hash', async () => {
    hash = await chain.transfer(chain.accounts[2]!, chain.accounts[1]!, parseUnits(amountToSend, 18));
    await page.getByLabel('Transaction hash').fill(hash);
    await page.getByRole('button', { name: 'Submit top-up' }).click();
    await expect(page.getByText('Found on the chain; it is credited once confirmed')).toBeVisible();
    await expect(page).toHaveURL(/\/topUpRecord$/);
  });

  const record = page.getByRole('list', { name: 'Top-ups' }).getByRole('article', { name: 'On-chain transfer' });
  await test.step('the record shows it confirming', async () => {
    await expect(record).toContainText('Confirming 1/3');
    await expect(record).toContainText(`${hash.slice(0, 6)}…${hash.slice(-4)}`);
    expect(await axeViolations(page, '/topUpRecord with a confirming deposit')).toEqual([]);
  });

  await test.step('two blocks later it turns to Credited on its own, with the 25.00 asked for', async () => {
    await chain.mine(2);
    // The server's loop and the screen's poll both run every few seconds: wait for the state, not a time.
    await expect(record).toContainText('Credited', { timeout: 15_000 });
    await expect(record).toContainText('$25.00');
  });

  await test.step('the balance shows it', async () => {
    await page.goto('/profile');
    await expect(balance).toContainText('$25.00');
  });
  console.expectClean();
});
