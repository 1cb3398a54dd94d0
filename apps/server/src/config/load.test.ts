import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServerProcess } from '../test/server-process.js';
import { loadConfig } from './load.js';

describe('the environment', () => {
  it('gives the documented defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      logLevel: 'info',
      logFormat: undefined,
      trustProxy: false,
      demoActivity: true,
      demoProducts: 480,
      orderTimes: { payMinutes: 30, completeDays: 7 },
      jobIntervalMs: 20_000,
      allowPrivateRpc: false,
    });
    expect(config.uploadsDir).toBe(path.join(config.dataDir, 'uploads'));
  });

  it('takes good values and counts an empty one as not set', () => {
    const config = loadConfig({
      PORT: '8080',
      ORDER_PAY_MINUTES: '0.5',
      DEMO_ACTIVITY: '0',
      TRUST_PROXY: '1',
      RPC_ALLOW_PRIVATE: '1',
      LOG_FORMAT: 'json',
      DATA_DIR: '/srv/tradewind',
      DATABASE_URL: '',
    });
    expect(config).toMatchObject({
      port: 8080,
      orderTimes: { payMinutes: 0.5 },
      demoActivity: false,
      trustProxy: true,
      allowPrivateRpc: true,
      logFormat: 'json',
      dataDir: '/srv/tradewind',
      uploadsDir: '/srv/tradewind/uploads',
      databaseUrl: undefined,
    });
  });

  it('takes streaming replicas, a direct URL beside a pooler, and the metrics token', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://tw@pgbouncer:6432/tradewind',
      DATABASE_DIRECT_URL: 'postgres://tw@primary:5432/tradewind',
      DATABASE_REPLICA_URLS: 'postgres://tw@replica-1/tradewind,postgresql://tw@replica-2:5433/tradewind',
      METRICS_TOKEN: 'a-scraper-token-of-some-length',
    });
    expect(config).toMatchObject({
      databaseDirectUrl: 'postgres://tw@primary:5432/tradewind',
      replicaUrls: ['postgres://tw@replica-1/tradewind', 'postgresql://tw@replica-2:5433/tradewind'],
      replicaMaxLagMs: 2_000,
      replicaCheckMs: 500,
      metricsToken: 'a-scraper-token-of-some-length',
    });
    expect(loadConfig({}).replicaUrls).toEqual([]);
  });

  it.each([
    ['PORT', 'abc', 'PORT must be a port number from 0 to 65535 (got "abc")'],
    ['PORT', '70000', 'PORT must be a port number from 0 to 65535 (got "70000")'],
    ['ORDER_PAY_MINUTES', 'abc', 'ORDER_PAY_MINUTES must be a number of minutes greater than 0 (got "abc")'],
    [
      'ORDER_JOB_INTERVAL_MS',
      '-5',
      'ORDER_JOB_INTERVAL_MS must be a whole number of milliseconds, 1 or more (got "-5")',
    ],
    ['LOG_FORMAT', 'yaml', 'LOG_FORMAT must be pretty or json (got "yaml")'],
    ['DEMO_ACTIVITY', 'no', 'DEMO_ACTIVITY must be 0 or 1 (got "no")'],
    ['RPC_ALLOW_PRIVATE', 'yes', 'RPC_ALLOW_PRIVATE must be 0 or 1 (got "yes")'],
  ])('refuses %s=%s with one line naming it', (name, value, line) => {
    expect(() => loadConfig({ [name]: value })).toThrow(`Invalid environment: ${line}`);
  });

  it('never repeats a secret it refuses', () => {
    expect(() => loadConfig({ CARD_KEY: 'my-secret-key', DATABASE_URL: 'mysql://root:hunter2@db' })).toThrow(
      'Invalid environment: DATABASE_URL must be a postgres:// or postgresql:// URL; CARD_KEY must be 64 hexadecimal characters',
    );
  });
});

describe('the object store settings (decision 029)', () => {
  it('keeps uploads in the folder unless STORAGE=s3', () => {
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it('takes a bucket, its endpoint, keys, path style and public URL', () => {
    const config = loadConfig({
      STORAGE: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'tradewind-pictures',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: '1',
      S3_PUBLIC_URL: 'https://cdn.example.com/pictures',
    });
    expect(config.s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'tradewind-pictures',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      publicUrl: 'https://cdn.example.com/pictures',
    });
  });

  it.each([
    [{ STORAGE: 'disk' }, 'STORAGE must be local or s3 (got "disk")'],
    [{ STORAGE: 's3' }, 'S3_BUCKET must be set when STORAGE=s3'],
    [{ DATABASE_REPLICA_URLS: 'postgres://replica/tradewind' }, 'DATABASE_REPLICA_URLS needs DATABASE_URL'],
    [
      { DATABASE_URL: 'postgres://db/t', DATABASE_REPLICA_URLS: 'mysql://r/t' },
      'DATABASE_REPLICA_URLS must be postgres:// URLs separated by commas',
    ],
    [{ S3_BUCKET: 'pictures' }, 'STORAGE must be s3 when S3_BUCKET is set (got "local")'],
    [
      { STORAGE: 's3', S3_BUCKET: 'Pictures!' },
      'S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens (got "Pictures!")',
    ],
    [
      { STORAGE: 's3', S3_BUCKET: 'pictures', S3_ENDPOINT: 'minio:9000' },
      'S3_ENDPOINT must be an http:// or https:// URL (got "minio:9000")',
    ],
    [
      { STORAGE: 's3', S3_BUCKET: 'pictures', S3_SECRET_ACCESS_KEY: 'hunter2' },
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    ],
  ])('refuses %j with exactly one line, which never repeats the secret key', (env, line) => {
    expect(() => loadConfig(env)).toThrow(expect.objectContaining({ message: `Invalid environment: ${line}` }));
  });
});

describe('a server started with a bad value', () => {
  it.each([
    ['PORT', 'abc', 'Invalid environment: PORT must be a port number from 0 to 65535 (got "abc")'],
    [
      'ORDER_PAY_MINUTES',
      'abc',
      'Invalid environment: ORDER_PAY_MINUTES must be a number of minutes greater than 0 (got "abc")',
    ],
  ])('stops with %s=%s named on one line and no stack trace', async (name, value, line) => {
    const { code, stderr } = await startServerProcess({ [name]: value, DATA_DIR: '/nonexistent/never-opened' }).exited;
    expect(code).toBe(1);
    expect(stderr.trimEnd()).toBe(line);
  });
});
