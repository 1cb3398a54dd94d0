import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { AccountApi } from '@tradewind/contract';
import { http } from '@/test/http.mock';
import { resetSession, session } from '@/test/session.mock';
import { renderScreen } from '@/test/render-screen';
import HelpScreen from './help-screen';
import LawScreen from './law-screen';

vi.mock('@/api/http', () => import('@/test/http.mock'));
vi.mock('@/api/session', () => import('@/test/session.mock'));

const markdown = [
  '# Help & support',
  'Read **carefully**.',
  '## Ordering',
  '- Choose an item',
  '<img src=x onerror=alert(1)>',
  '<script>alert(2)</script>',
  '[Evil](javascript:alert(3))',
].join('\n\n');

describe('help and law screens', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    resetSession();
  });

  it('renders the Markdown headings, and no raw HTML', async () => {
    http.get.mockResolvedValue({ title: 'Help & support', content: markdown, lang: 'en' });
    const { container } = renderScreen(<HelpScreen />, '/helpAndSupport');
    expect(await screen.findByRole('heading', { level: 1, name: 'Help & support' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Ordering' })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Choose an item');
    expect(http.get).toHaveBeenCalledWith(AccountApi.helpSupport, { silent: true });
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Evil' })?.getAttribute('href') ?? '').not.toMatch(/javascript/i);
  });

  it('shows a skeleton, then an error with a retry that loads the text', async () => {
    http.get.mockRejectedValueOnce(new Error('offline'));
    const { user } = renderScreen(<LawScreen />, '/law');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded');
    http.get.mockResolvedValue({ title: 'Law', content: '# Terms of use', lang: 'en' });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Terms of use' })).toBeInTheDocument();
    expect(http.get).toHaveBeenLastCalledWith(AccountApi.law, { silent: true });
  });

  it('fetches the text again when the language changes', async () => {
    http.get.mockResolvedValueOnce({ title: 'Help', content: '# Help', lang: 'en' });
    http.get.mockResolvedValueOnce({ title: 'Aide', content: '# Aide', lang: 'fr' });
    renderScreen(<HelpScreen />, '/helpAndSupport');
    expect(await screen.findByRole('heading', { name: 'Help' })).toBeInTheDocument();
    await act(() => session.setLanguage('fr'));
    expect(await screen.findByRole('heading', { name: 'Aide' })).toBeInTheDocument();
    await waitFor(() => expect(http.get).toHaveBeenCalledTimes(2));
  });
});
