import { describe, expect, it } from 'vitest';
import type { UserRow } from '../db/schema/index.js';
import { UserMemory } from './user-memory.js';

const row = (id: number) => ({ id }) as UserRow;
const session = (userId: number) => ({ sessionId: userId, userId, expiresAt: Date.now() + 60_000 });

function liveMemory() {
  const memory = new UserMemory();
  memory.setLive(true);
  return memory;
}

/** A session read from the database while `during` happens, then handed to the memory as the auth plugin does. */
function readSession(memory: UserMemory, userId: number, during: () => void) {
  const readVersion = memory.readVersion;
  during();
  memory.keepSession(`token-${userId}`, session(userId), row(userId), readVersion);
  return memory.session(`token-${userId}`);
}

describe('what a read that raced a change keeps', () => {
  it('keeps a session when only another buyer changed meanwhile', () => {
    const memory = liveMemory();
    expect(readSession(memory, 1, () => memory.forgetUser(2))).toMatchObject({ userId: 1 });
    expect(memory.known(1, 'row')).toEqual(row(1));
  });

  it('drops it when this buyer changed meanwhile, or everyone was forgotten', () => {
    const memory = liveMemory();
    expect(readSession(memory, 1, () => memory.forgetUser(1))).toBeUndefined();
    expect(readSession(memory, 3, () => memory.forgetAll())).toBeUndefined();
    expect(readSession(memory, 4, () => {})).toMatchObject({ userId: 4 });
  });

  it('drops a slot read while its user changed, keeps one read while another did', async () => {
    const memory = liveMemory();
    const favourites = new Set([7]);
    await memory.read(1, 'favourites', async () => {
      memory.forgetUser(1);
      return favourites;
    });
    expect(memory.known(1, 'favourites')).toBeUndefined();
    await memory.read(1, 'favourites', async () => {
      memory.forgetUser(5);
      return favourites;
    });
    expect(memory.known(1, 'favourites')).toBe(favourites);
  });

  it('stays safe when more buyers change than it remembers forgets of', () => {
    const memory = liveMemory();
    const readVersion = memory.readVersion;
    memory.forgetUser(1);
    for (let id = 2; id <= 20_002; id += 1) memory.forgetUser(id);
    memory.keepSession('token-1', session(1), row(1), readVersion);
    expect(memory.session('token-1')).toBeUndefined();
  });
});

describe('a balance that moved (decision 034)', () => {
  const withBalance = (id: number, cents: number, version: number) =>
    ({ id, balanceCents: cents, balanceVersion: version }) as UserRow;

  function rememberedBuyer(memory: UserMemory) {
    memory.keepSession('token-1', session(1), withBalance(1, 500, 3), memory.readVersion);
    return memory;
  }

  it('is set on the remembered row, and the buyer stays remembered', () => {
    const memory = rememberedBuyer(liveMemory());
    memory.setBalance(1, 200, 4);
    expect(memory.known(1, 'row')).toMatchObject({ balanceCents: 200, balanceVersion: 4 });
    expect(memory.session('token-1')).toMatchObject({ userId: 1 });
  });

  it('never replaces a newer balance with an older one, as a late notice would', () => {
    const memory = rememberedBuyer(liveMemory());
    memory.setBalance(1, 900, 5);
    memory.setBalance(1, 200, 4);
    expect(memory.known(1, 'row')).toMatchObject({ balanceCents: 900, balanceVersion: 5 });
  });

  it('drops a read of that buyer that was under way, which may hold the balance before it', () => {
    const memory = liveMemory();
    const readVersion = memory.readVersion;
    memory.setBalance(1, 200, 4);
    memory.keepSession('token-1', session(1), withBalance(1, 500, 3), readVersion);
    expect(memory.session('token-1')).toBeUndefined();
    expect(memory.known(1, 'row')).toBeUndefined();
  });
});
