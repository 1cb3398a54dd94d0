import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { ErrorKey } from '@tradewind/contract';
import { AppError } from '../../lib/app-error.js';

/**
 * Which JSON-RPC endpoints the server may call (decision 028, docs/operations.md): public ones only, unless
 * RPC_ALLOW_PRIVATE=1 lets it reach a node on this machine or its private network (a test chain, a node of one's
 * own). An endpoint is a URL an operator pastes, and every buyer's pasted hash makes the server post to it: an
 * address of the cloud's metadata service or of a database beside the server must never be one.
 */
export interface RpcPolicy {
  allowPrivate: boolean;
}

/** Addresses that are not the public internet: this host, private networks, link-local, reserved, multicast. */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}
/** IPv6 forms that carry an IPv4 address (mapped, and NAT64's well-known prefix): the IPv4 one decides. */
const EMBEDDED_V4 = /^(?:::ffff:|64:ff9b::)(?:(\d+\.\d+\.\d+\.\d+)|([0-9a-f]{1,4}):([0-9a-f]{1,4}))$/i;

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !NOT_PUBLIC.check(address, 'ipv4');
  if (family !== 6) return false;
  const embedded = EMBEDDED_V4.exec(address);
  if (embedded) {
    const v4 =
      embedded[1] ??
      [embedded[2]!, embedded[3]!]
        .flatMap((part) => {
          const value = parseInt(part, 16);
          return [value >> 8, value & 0xff];
        })
        .join('.');
    return isPublicAddress(v4);
  }
  return !NOT_PUBLIC.check(address, 'ipv6');
}

const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

class RefusedEndpoint extends Error {
  constructor(
    readonly reason: 'credentials' | 'private' | 'unknown',
    host: string,
  ) {
    super(`RPC endpoint ${host} refused: ${reason}`);
  }
}

/** The addresses a host name resolves to, every one of which must be public; a literal address is checked as is. */
async function publicAddressesOf(host: string): Promise<void> {
  if (isIP(host)) {
    if (!isPublicAddress(host)) throw new RefusedEndpoint('private', host);
    return;
  }
  let addresses: dns.LookupAddress[];
  try {
    addresses = await dns.promises.lookup(host, { all: true });
  } catch {
    throw new RefusedEndpoint('unknown', host);
  }
  if (addresses.length === 0) throw new RefusedEndpoint('unknown', host);
  if (addresses.some(({ address }) => !isPublicAddress(address))) throw new RefusedEndpoint('private', host);
}

const MESSAGES = {
  credentials: 'validation.rpcUrlCredentials',
  private: 'validation.rpcUrlPrivate',
  unknown: 'validation.rpcUrlUnknown',
} as const;

/**
 * An endpoint as the operator saves it: no user name or password in it (the contract refuses those too), and,
 * unless the policy allows private ones, a host whose every address is public. A 400 naming `rpc_url` otherwise.
 */
export async function checkRpcEndpoint(rpcUrl: string, policy: RpcPolicy): Promise<void> {
  const url = new URL(rpcUrl);
  try {
    if (url.username || url.password) throw new RefusedEndpoint('credentials', hostOf(url));
    if (!policy.allowPrivate) await publicAddressesOf(hostOf(url));
  } catch (error) {
    if (!(error instanceof RefusedEndpoint)) throw error;
    throw new AppError(ErrorKey.Validation, {}, { rpc_url: MESSAGES[error.reason] });
  }
}

/**
 * Resolves as `dns.lookup` does, and refuses a host any of whose addresses is not public: checked on the address
 * the connection is made to, so a name that resolved to a public address when saved and to a private one now
 * (DNS rebinding) is refused too.
 */
const publicLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const refused = addresses.find(({ address }) => !isPublicAddress(address));
    if (refused || addresses.length === 0) {
      const denied = Object.assign(new RefusedEndpoint('private', hostname), { code: 'EADDRNOTPUBLIC' });
      return callback(denied, '', 0);
    }
    if (options.all) return (callback as (e: null, all: dns.LookupAddress[]) => void)(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};

/** An RPC answer larger than this is no answer the server reads. */
const MAX_ANSWER_BYTES = 16 * 1024 * 1024;

/**
 * `fetch` for the chain reader's JSON-RPC client (viem's `fetchFn`): node's own HTTP client, which never follows a
 * redirect (a 3xx is an answer the client refuses, not a second request to wherever it points), connecting only to
 * public addresses unless the policy allows private ones.
 */
export function rpcFetch(policy: RpcPolicy): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const host = hostOf(url);
    if (url.username || url.password) throw new RefusedEndpoint('credentials', host);
    if (!policy.allowPrivate && isIP(host) && !isPublicAddress(host)) throw new RefusedEndpoint('private', host);
    const client = url.protocol === 'https:' ? https : url.protocol === 'http:' ? http : undefined;
    if (!client) throw new TypeError(`not an http(s) endpoint: ${url.protocol}`);
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const body = typeof init?.body === 'string' ? init.body : undefined;
    return new Promise<Response>((resolve, reject) => {
      const request = client.request(
        url,
        {
          method: init?.method ?? 'GET',
          headers,
          signal: init?.signal ?? undefined,
          ...(policy.allowPrivate ? {} : { lookup: publicLookup }),
        },
        (res) => {
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > MAX_ANSWER_BYTES) request.destroy(new Error('RPC answer too large'));
            else chunks.push(chunk);
          });
          res.on('end', () => {
            const status = res.statusCode ?? 502;
            const answer = new Headers();
            for (const [name, value] of Object.entries(res.headers)) {
              if (typeof value === 'string') answer.set(name, value);
            }
            const empty = status === 204 || status === 304 || status < 200;
            const bytes = empty ? null : new Uint8Array(Buffer.concat(chunks));
            resolve(new Response(bytes, { status: status < 200 ? 502 : status, headers: answer }));
          });
          res.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  };
}
