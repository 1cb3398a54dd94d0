/**
 * How the addresses of a network are written, so a withdrawal is refused before anything is held when its address
 * cannot be one (docs/product.md §5). The operator picks it for each network; a network verified on the chain is EVM.
 */
export const ADDRESS_FORMATS = ['tron', 'evm', 'solana', 'bitcoin'] as const;
export type AddressFormat = (typeof ADDRESS_FORMATS)[number];

export const AV = {
  tron: 'validation.addressTron',
  evm: 'validation.addressEvm',
  solana: 'validation.addressSolana',
  bitcoin: 'validation.addressBitcoin',
  /** The characters fit but the checksum does not: a typo, or part of the address left behind. */
  checksum: 'validation.addressChecksum',
} as const;
