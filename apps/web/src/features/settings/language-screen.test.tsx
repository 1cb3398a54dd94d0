import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { AccountApi, languageOf } from '@tradewind/contract';
import { http } from '@/test/http.mock';
import { resetSession, session } from '@/test/session.mock';
import { toast } from '@/test/toast.mock';
import { renderScreen } from '@/test/render-screen';
import LanguageScreen from './language-screen';

vi.mock('@/api/http', () => import('@/test/http.mock'));
vi.mock('@/api/session', () => import('@/test/session.mock'));
vi.mock('@/components/toast', () => import('@/test/toast.mock'));

describe('language screen', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    resetSession({});
  });

  it('lists the server languages, marks the current one and switches on a choice', async () => {
    http.get.mockResolvedValue({ list: [languageOf('en'), languageOf('fr'), languageOf('zh-tw')] });
    const { user } = renderScreen(<LanguageScreen />, '/language');
    const french = await screen.findByRole('radio', { name: 'Français' });
    expect(http.get).toHaveBeenCalledWith(AccountApi.languageList, { silent: true });
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(french).toHaveAccessibleDescription('French');
    expect(screen.queryByRole('radio', { name: '日本語' })).not.toBeInTheDocument();

    await user.click(french);
    await waitFor(() => expect(session.setLanguage).toHaveBeenCalledWith('fr'));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Français' })).toBeChecked());
    expect(toast.success).toHaveBeenCalledWith('Language changed');
  });

  it("falls back to the contract's ten languages when the call fails", async () => {
    http.get.mockRejectedValue(new Error('offline'));
    renderScreen(<LanguageScreen />, '/language');
    expect(await screen.findAllByRole('radio')).toHaveLength(10);
    expect(screen.getByRole('radio', { name: 'Türkçe' })).not.toBeChecked();
  });

  it('does nothing when the current language is chosen again', async () => {
    http.get.mockResolvedValue({ list: [languageOf('en'), languageOf('fr')] });
    const { user } = renderScreen(<LanguageScreen />, '/language');
    await user.click(await screen.findByRole('radio', { name: 'English' }));
    expect(session.setLanguage).not.toHaveBeenCalled();
  });
});
