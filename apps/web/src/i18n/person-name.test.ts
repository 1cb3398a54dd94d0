import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from './language';
import { translate } from './translate';
import { loadNamespaces } from './resources';
import { personName } from './person-name';

afterEach(() => changeLanguage('en'));

const nameIn = async (lang: 'en' | 'zh-tw' | 'ko' | 'ja', given: string, family: string) => {
  await loadNamespaces(lang, ['profile']);
  await changeLanguage(lang);
  return personName(translate, 'profile.fullName', given, family);
};

describe('a person’s name', () => {
  it('follows each language’s order, with a space between Latin parts even where its own script has none', async () => {
    expect(await nameIn('en', 'Alex', 'Martin')).toBe('Alex Martin');
    expect(await nameIn('zh-tw', 'Alex', 'Martin')).toBe('Martin Alex');
    expect(await nameIn('zh-tw', '小明', '王')).toBe('王小明');
    expect(await nameIn('ko', '민준', '김')).toBe('김민준');
    expect(await nameIn('ja', '太郎', '山田')).toBe('山田 太郎');
  });
});
