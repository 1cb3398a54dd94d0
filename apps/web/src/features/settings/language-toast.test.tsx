import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { AccountApi, languageOf } from '@tradewind/contract';
import { changeLanguage } from '@/i18n';
import { fakeHttp, ok } from '@/test/fake-http';
import { toast } from '@/test/toast.mock';
import { renderScreen } from '@/test/render-screen';
import LanguageScreen from './language-screen';

vi.mock('@/components/toast', () => import('@/test/toast.mock'));

let server: ReturnType<typeof fakeHttp>;
afterEach(async () => {
  server.restore();
  await changeLanguage('en');
});

describe('switching the language (the real session, not a stand-in)', () => {
  it('says "language changed" in the language just chosen', async () => {
    server = fakeHttp({
      [`GET ${AccountApi.languageList}`]: ok({ list: [languageOf('en'), languageOf('fr'), languageOf('ja')] }),
      [`GET ${AccountApi.setLanguage}`]: ok(),
    });
    const { user } = renderScreen(<LanguageScreen />, '/language');
    await user.click(await screen.findByRole('radio', { name: 'Français' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Langue modifiée'));
    await user.click(screen.getByRole('radio', { name: '日本語' }));
    await waitFor(() => expect(toast.success).toHaveBeenLastCalledWith('言語を変更しました'));
  });
});
