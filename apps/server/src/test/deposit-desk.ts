import { beforeAll, expect } from 'vitest';
import type { Address, Hash } from 'viem';
import { call } from './api.js';
import { useTestApp } from './build.js';
import { useChain } from './use-chain.js';
import { operatorOf } from './wallet.js';

/**
 * A test file's on-chain top-up desk (decision 028): the app, a real anvil node with an ERC-20 of 18 decimals,
 * and two networks on it with the platform's receiving address — one credited at the first confirmation, one
 * that waits for three. Nothing about the chain is mocked; confirmations come from mining blocks.
 */
export function useDepositDesk() {
  // The chain is anvil on this machine: its endpoint is a loopback address, which only RPC_ALLOW_PRIVATE lets in.
  const t = useTestApp({ allowPrivateRpc: true });
  const chain = useChain();
  const desk = {
    t,
    chain,
    operatorToken: '',
    receiving: '' as Address,
    /** Holds tokens; a buyer pastes its transfers. */
    sender: '' as Address,
    /** Anyone else on the chain. */
    stranger: '' as Address,
    fastId: 0,
    slowId: 0,
    paste: (token: string, networkId: number, hash: Hash, lang?: string) =>
      call(t.app, 'POST', '/api/user/recharge', {
        token,
        lang,
        body: { method: 'chain', network_id: networkId, tx_hash: hash },
      }),
    /** Decision 031: the buyer asks to top up `amount` ("12.34") and is told the exact token units to send. */
    intent: async (token: string, networkId: number, amount: string) => {
      const res = await call(t.app, 'POST', '/api/user/deposit_intent', {
        token,
        body: { network_id: networkId, amount },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data as { id: number; token_units: string; amount_to_send: string; credit_cents: number };
    },
    /** An intent for `amount`, then the sender's transfer of exactly what it asks: answers the hash. */
    sendFor: async (token: string, networkId: number, amount: string) => {
      const intent = await desk.intent(token, networkId, amount);
      return chain.transfer(desk.sender, desk.receiving, BigInt(intent.token_units));
    },
    /** A buyer's recharge record as their log shows it, or undefined when it is not theirs. */
    recordOf: async (token: string, id: number) => {
      const log = await call(t.app, 'GET', '/api/user/recharge_log', { token });
      return log.body.data.list.find((r: { id: number }) => r.id === id);
    },
  };

  async function saveNetwork(name: string, confirmations: number) {
    const res = await call(t.app, 'POST', '/api/admin/network_save', {
      token: desk.operatorToken,
      body: {
        name,
        address: desk.receiving,
        enabled: true,
        address_format: 'evm',
        rpc_url: chain.url,
        token_contract: chain.token,
        token_decimals: 18,
        confirmations,
      },
    });
    expect(res.status).toBe(200);
    return res.body.data.id as number;
  }

  beforeAll(async () => {
    desk.operatorToken = (await operatorOf(t.app, t.database)).token;
    desk.receiving = chain.accounts[1]!;
    desk.sender = chain.accounts[2]!;
    desk.stranger = chain.accounts[7]!;
    desk.fastId = await saveNetwork('Anvil fast', 1);
    desk.slowId = await saveNetwork('Anvil slow', 3);
  });
  return desk;
}
