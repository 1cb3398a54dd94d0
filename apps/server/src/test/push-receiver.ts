import http from 'node:http';
import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import type { AddressInfo } from 'node:net';
// @ts-expect-error http_ece ships no types
import ece from 'http_ece';

/** What a push service received and made of it: the VAPID claim checked, the payload decrypted with the device's keys. */
export interface ReceivedPush {
  device: string;
  audience: string;
  vapidKey: string;
  encoding: string | undefined;
  ttl: string | undefined;
  payload: Record<string, unknown>;
}

/** A device: its endpoint on the receiver and its keys, as a browser's PushSubscription.toJSON() gives them. */
export interface TestDevice {
  name: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
  authSecret: Buffer;
}

const b64url = (buffer: Buffer) => buffer.toString('base64url');

/** Verifies the ES256 JWT of a `vapid t=…, k=…` header with the key it names; answers its claims, or throws. */
function checkVapid(header: string | undefined, origin: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`not a VAPID header: ${header}`);
  const [, jwt, k] = match as unknown as [string, string, string];
  const [head, claims, signature] = jwt.split('.') as [string, string, string];
  const raw = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('VAPID signature does not verify');
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; exp: number; sub: string };
  if (body.aud !== origin) throw new Error(`VAPID audience ${body.aud}, expected ${origin}`);
  if (body.exp * 1000 < Date.now() || body.exp * 1000 > Date.now() + 24 * 3600_000 + 60_000) {
    throw new Error('VAPID claim expired or too long');
  }
  return { audience: body.aud, vapidKey: k };
}

/**
 * A push service on loopback: each device's endpoint answers what the test sets (201 unless told), and every push
 * it takes is checked (VAPID) and decrypted (RFC 8291) with that device's private key and auth secret.
 */
export async function startPushReceiver() {
  const devices = new Map<string, TestDevice>();
  const answers = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const name = (req.url ?? '').replace('/push/', '');
      const device = devices.get(name);
      const status = answers.get(name) ?? 201;
      try {
        if (!device) throw new Error(`unknown device ${name}`);
        const claim = checkVapid(req.headers.authorization, origin);
        const plain = ece.decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: device.ecdh,
          authSecret: b64url(device.authSecret),
        }) as Buffer;
        if (status < 300) {
          received.push({
            device: name,
            ...claim,
            encoding: req.headers['content-encoding'],
            ttl: req.headers.ttl as string | undefined,
            payload: JSON.parse(plain.toString('utf8')) as Record<string, unknown>,
          });
        }
        res.writeHead(status).end();
      } catch (error) {
        refused.push(String(error));
        res.writeHead(400).end(String(error));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    refused,
    /** A new device with its own keys, subscribed at this receiver. */
    device(name: string): TestDevice {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const device = {
        name,
        endpoint: `${origin}/push/${name}`,
        keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(authSecret) },
        ecdh,
        authSecret,
      };
      devices.set(name, device);
      return device;
    },
    answer(name: string, status: number) {
      answers.set(name, status);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
