import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.js';

describe('secret box', () => {
  const [oldKey, newKey] = [randomBytes(32), randomBytes(32)];

  it('opens what it sealed, and refuses another key or an altered value', () => {
    const sealed = createSecretBox(oldKey).seal('4111111111111111');
    expect(createSecretBox(oldKey).open(sealed)).toBe('4111111111111111');
    expect(() => createSecretBox(newKey).open(sealed)).toThrow();
    const altered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    expect(() => createSecretBox(oldKey).open(altered)).toThrow();
  });

  it('during a rotation opens under either key and seals under its own only', () => {
    const rotating = createSecretBox(newKey, [oldKey]);
    expect(rotating.open(createSecretBox(oldKey).seal('4000056655665556'))).toBe('4000056655665556');
    const sealed = rotating.seal('5555555555554444');
    expect(createSecretBox(newKey).open(sealed)).toBe('5555555555554444');
    expect(() => createSecretBox(oldKey).open(sealed)).toThrow();
  });
});
