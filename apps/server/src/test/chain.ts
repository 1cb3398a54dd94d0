import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  http,
  type Abi,
  type Address,
  type Hash,
  type Hex,
} from 'viem';
import { foundry } from 'viem/chains';

// No vitest import here: the Playwright journey (e2e/chain-deposit-journey.spec.ts) starts its node with it too.
const require = createRequire(import.meta.url);

/** The anvil binary the platform package of @foundry-rs/anvil ships (its postinstall is not needed to run it). */
function anvilBinary() {
  const arch = process.arch === 'x64' ? 'amd64' : process.arch;
  const pkg = require.resolve(`@foundry-rs/anvil-${process.platform}-${arch}/package.json`);
  return path.join(path.dirname(pkg), 'bin', 'anvil');
}

/** OpenZeppelin 4's compiled ERC-20 with a mint function: real bytecode, no compiler download. */
const preset = require('@openzeppelin/contracts/build/contracts/ERC20PresetMinterPauser.json') as {
  abi: readonly unknown[];
  bytecode: Hex;
};
const abi = preset.abi as Abi;
// The two functions the tests call, typed for viem (the artifact's ABI is plain JSON).
const presetAbi = [
  {
    type: 'function',
    name: 'mint',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [{ type: 'bool' }],
  },
] as const;

export interface TestChain {
  url: string;
  /** anvil's unlocked dev accounts: [0] deploys and mints, the rest send and receive. */
  accounts: Address[];
  /** The token a network accepts, and another one. Both have 18 decimals. */
  token: Address;
  otherToken: Address;
  /** Sends `units` of `token` from `from` to `to`, waits for its receipt (anvil mines at once) and answers the hash. */
  transfer(from: Address, to: Address, units: bigint, token?: Address): Promise<Hash>;
  /** A transfer of more than `from` holds, sent with a fixed gas so that it is mined and reverts. */
  revertingTransfer(from: Address, to: Address): Promise<Hash>;
  mine(blocks: number): Promise<void>;
  /** Stops (false) or restarts (true) mining a block per transaction: a transfer sent meanwhile waits, pending. */
  setAutomine(on: boolean): Promise<void>;
  /** Sends a transfer without waiting for it to be mined. */
  send(from: Address, to: Address, units: bigint): Promise<Hash>;
  blockNumber(): Promise<bigint>;
  snapshot(): Promise<Hex>;
  /** Back to a snapshot: the blocks after it, and their transactions, are gone, as in a reorg. */
  revert(id: Hex): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The ports anvil may take: ANVIL_PORTS="3520-3549" on a shared machine where each user keeps to a range (the
 * first free one is taken), or any free port (0).
 */
function candidatePorts(): number[] {
  const match = /^(\d+)-(\d+)$/.exec(process.env.ANVIL_PORTS ?? '');
  if (!match) return [0];
  const [first, last] = [Number(match[1]), Number(match[2])];
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

async function spawnAnvil() {
  let lastError: unknown;
  for (const port of candidatePorts()) {
    const child = spawn(anvilBinary(), ['--port', String(port), '--host', '127.0.0.1', '--chain-id', '31337'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      return { child, url: await listeningUrl(child) };
    } catch (error) {
      lastError = error; // taken: the next port
    }
  }
  throw lastError;
}

/** Starts anvil on a free port, deploys two tokens and mints each to the accounts 2…5. */
export async function startChain(): Promise<TestChain> {
  const { child, url } = await spawnAnvil();
  const transport = http(url);
  const client = createPublicClient({ chain: foundry, transport, pollingInterval: 20, cacheTime: 0 });
  const testClient = createTestClient({ chain: foundry, transport, mode: 'anvil' });
  const accounts = await createWalletClient({ chain: foundry, transport }).getAddresses();
  const wallet = (account: Address) => createWalletClient({ chain: foundry, transport, account });
  const receipt = (hash: Hash) => client.waitForTransactionReceipt({ hash, pollingInterval: 20 });

  const deploy = async (name: string, symbol: string) => {
    const hash = await wallet(accounts[0]!).deployContract({ abi, bytecode: preset.bytecode, args: [name, symbol] });
    const address = (await receipt(hash)).contractAddress!;
    for (const holder of accounts.slice(2, 6)) {
      await receipt(
        await wallet(accounts[0]!).writeContract({
          address,
          abi: presetAbi,
          functionName: 'mint',
          args: [holder, 1_000_000n * 10n ** 18n],
        }),
      );
    }
    return address;
  };
  const token = await deploy('Test Dollar', 'TUSD');
  const otherToken = await deploy('Other Dollar', 'ODOL');

  return {
    url,
    accounts,
    token,
    otherToken,
    async transfer(from, to, units, which = token) {
      const hash = await wallet(from).writeContract({
        address: which,
        abi: presetAbi,
        functionName: 'transfer',
        args: [to, units],
      });
      await receipt(hash);
      return hash;
    },
    async revertingTransfer(from, to) {
      const hash = await wallet(from).writeContract({
        address: token,
        abi: presetAbi,
        functionName: 'transfer',
        args: [to, 10n ** 40n],
        gas: 200_000n,
      });
      const mined = await receipt(hash);
      if (mined.status !== 'reverted') throw new Error('expected a reverted transfer');
      return hash;
    },
    mine: (blocks) => testClient.mine({ blocks }),
    setAutomine: (on) => testClient.setAutomine(on),
    send: (from, to, units) =>
      wallet(from).writeContract({ address: token, abi: presetAbi, functionName: 'transfer', args: [to, units] }),
    blockNumber: () => client.getBlockNumber({ cacheTime: 0 }),
    snapshot: () => testClient.snapshot(),
    async revert(id) {
      await testClient.revert({ id });
      // anvil rewinds its clock to the snapshot's too; a real chain's time only moves on, so the next block is
      // stamped now again (else a transfer sent after a top-up request could carry an earlier time than it).
      await testClient.setNextBlockTimestamp({ timestamp: BigInt(Math.ceil(Date.now() / 1_000)) });
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Resolves with anvil's URL once it prints where it listens. */
function listeningUrl(child: ChildProcess) {
  return new Promise<string>((resolve, reject) => {
    let seen = '';
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /Listening on (\d+\.\d+\.\d+\.\d+:\d+)/.exec(seen);
      if (match) {
        child.stdout!.off('data', onData);
        child.stdout!.resume(); // keep draining, or anvil blocks on a full pipe
        resolve(`http://${match[1]}`);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.resume();
    child.once('exit', (code) => reject(new Error(`anvil exited (${code}): ${seen.slice(-500)}`)));
  });
}
