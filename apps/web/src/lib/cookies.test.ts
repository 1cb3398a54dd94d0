import { afterEach, describe, expect, it } from 'vitest';
import { readCookie, removeCookie, writeCookie } from './cookies';

afterEach(() => {
  removeCookie('a');
  removeCookie('b');
});

describe('cookies', () => {
  it('a written cookie is read back by name, among others, and removing it forgets it', () => {
    writeCookie('a', 'zh-cn', { expires: 3 });
    writeCookie('b', 'token value/with;odd=chars', { expires: 3 });
    expect(readCookie('a')).toBe('zh-cn');
    expect(readCookie('b')).toBe('token value/with;odd=chars');
    expect(readCookie('c')).toBeUndefined();
    removeCookie('a');
    expect(readCookie('a')).toBeUndefined();
    expect(readCookie('b')).toBe('token value/with;odd=chars');
  });

  it('a name that is only the end of another cookie’s name is not read as it', () => {
    writeCookie('xa', '1');
    expect(readCookie('a')).toBeUndefined();
    removeCookie('xa');
  });
});
