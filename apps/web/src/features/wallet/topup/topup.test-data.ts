import { vi } from 'vitest';
import type { Network, RechargeRecord } from '@tradewind/contract';

/** Top-up data for the web tests, shaped exactly as the contract's schemas. */
export const NETWORKS: Network[] = [
  {
    id: 1,
    name: 'TRC20',
    token: 'USDT',
    address: 'TQ7sJ8aYb3kWq1nR5vXe2mZc9dLf4gHpUo',
    address_format: 'tron',
    verified: false,
    confirmations: null,
  },
  {
    id: 2,
    name: 'ERC20',
    token: 'USDT',
    address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    address_format: 'evm',
    verified: false,
    confirmations: null,
  },
  /** A network the server verifies on the chain (decision 028): the buyer pastes the transaction hash. */
  {
    id: 3,
    name: 'Polygon',
    token: 'USDC',
    address: '0x1111111111111111111111111111111111111111',
    address_format: 'evm',
    verified: true,
    confirmations: 12,
  },
];

/** What POST /api/common/upload stores for a buyer: a generated name in their private folder. */
export const STORED = '/uploads/private/0123456789abcdef0123456789abcdef.png';

export const recordOf = (id: number, patch: Partial<RechargeRecord> = {}): RechargeRecord => ({
  id,
  method: 'chain',
  amount_cents: 2550,
  arrival_cents: null,
  status: 0,
  network: 'TRC20',
  token: 'USDT',
  remark: null,
  currency: null,
  reference: null,
  address: 'TXsender1234567890',
  evidence: STORED,
  card_last4: null,
  tx_hash: null,
  chain_state: null,
  confirmations: null,
  confirmations_required: null,
  refuse_reason: null,
  created_at: '2025-03-01T10:00:00.000Z',
  decided_at: null,
  ...patch,
});

/** Stands in for uploadImage in screen tests: the picture is stored at once. */
export const instantUpload = vi.fn(async (_file: File, onProgress: (percent: number) => void) => {
  onProgress(100);
  return { url: STORED, width: 640, height: 480 };
});

export const png = () => new File([new Uint8Array(64)], 'receipt.png', { type: 'image/png' });
