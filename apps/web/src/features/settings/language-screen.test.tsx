import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { AccountApi, languageOf } from '@tradewind/contract';
import { fakeHttp, networkError, ok } from '@/test/fake-http';
import { resetSession, session } from '@/test/session.mock';
import { toast } from '@/test/toast.mock';
import { renderScreen } from '@/test/render-screen';
import LanguageScreen from './language-screen';

vi.mock('@/api/session', () => import('@/test/session.mock'));
vi.mock('@/components/toast', () => import('@/test/toast.mock'));

const LANGUAGES = `GET ${AccountApi.languageList}`;
let server: ReturnType<typeof fakeHttp>;

describe('language screen', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    resetSession({});
  });
  afterEach(() => server.restore());

  it('lists the server languages, marks the current one and switches on a choice', async () => {
    server = fakeHttp({ [LANGUAGES]: ok({ list: [languageOf('en'), languageOf('fr'), languageOf('zh-tw')] }) });
    const { user } = renderScreen(<LanguageScreen />, '/language');
    const french = await screen.findByRole('radio', { name: 'Français' });
    expect(server.requests.map((request) => request.url)).toEqual([AccountApi.languageList]);
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(french).toHaveAccessibleDescription('French');
    expect(screen.queryByRole('radio', { name: '日本語' })).not.toBeInTheDocument();

    await user.click(french);
    await waitFor(() => expect(session.setLanguage).toHaveBeenCalledWith('fr'));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Français' })).toBeChecked());
    expect(toast.success).toHaveBeenCalledWith('Language changed');
  });

  it("falls back to the contract's fifteen languages, each by its own name, when the call fails", async () => {
    server = fakeHttp({ [LANGUAGES]: networkError() });
    renderScreen(<LanguageScreen />, '/language');
    expect(await screen.findAllByRole('radio')).toHaveLength(15);
    expect(screen.getByRole('radio', { name: 'Türkçe' })).not.toBeChecked();
    for (const name of ['العربية', 'Español', 'Português (Brasil)', 'Deutsch', 'Русский']) {
      expect(screen.getByRole('radio', { name })).not.toBeChecked();
    }
    // The call is silent: the fallback list is all the buyer sees, no error toast.
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('does nothing when the current language is chosen again', async () => {
    server = fakeHttp({ [LANGUAGES]: ok({ list: [languageOf('en'), languageOf('fr')] }) });
    const { user } = renderScreen(<LanguageScreen />, '/language');
    await user.click(await screen.findByRole('radio', { name: 'English' }));
    expect(session.setLanguage).not.toHaveBeenCalled();
  });
});
