import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { AccountApi } from '@tradewind/contract';
import { fakeHttp, networkError, ok } from '@/test/fake-http';
import { resetSession, session } from '@/test/session.mock';
import { toast } from '@/test/toast.mock';
import { renderScreen } from '@/test/render-screen';
import HelpScreen from './help-screen';
import LawScreen from './law-screen';

vi.mock('@/api/session', () => import('@/test/session.mock'));
vi.mock('@/components/toast', () => import('@/test/toast.mock'));

const HELP = `GET ${AccountApi.helpSupport}`;
const LAW = `GET ${AccountApi.law}`;
let server: ReturnType<typeof fakeHttp>;

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
  afterEach(() => server.restore());

  it('renders the Markdown headings, and no raw HTML', async () => {
    server = fakeHttp({ [HELP]: ok({ title: 'Help & support', content: markdown, lang: 'en' }) });
    const { container } = renderScreen(<HelpScreen />, '/helpAndSupport');
    expect(await screen.findByRole('heading', { level: 1, name: 'Help & support' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Ordering' })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Choose an item');
    expect(server.requests.map((request) => request.url)).toEqual([AccountApi.helpSupport]);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Evil' })?.getAttribute('href') ?? '').not.toMatch(/javascript/i);
  });

  it('shows a skeleton, then an error with a retry that loads the text', async () => {
    server = fakeHttp({ [LAW]: [networkError(), ok({ title: 'Law', content: '# Terms of use', lang: 'en' })] });
    const { user } = renderScreen(<LawScreen />, '/law');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded');
    // The call is silent: the page's own error state is all the buyer sees, no toast on top.
    expect(toast.error).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Terms of use' })).toBeInTheDocument();
    expect(server.calls(LAW)).toHaveLength(2);
    expect(server.requests.at(-1)?.url).toBe(AccountApi.law);
  });

  it('fetches the text again when the language changes', async () => {
    server = fakeHttp({
      [HELP]: [
        ok({ title: 'Help', content: '# Help', lang: 'en' }),
        ok({ title: 'Aide', content: '# Aide', lang: 'fr' }),
      ],
    });
    renderScreen(<HelpScreen />, '/helpAndSupport');
    expect(await screen.findByRole('heading', { name: 'Help' })).toBeInTheDocument();
    await act(() => session.setLanguage('fr'));
    expect(await screen.findByRole('heading', { name: 'Aide' })).toBeInTheDocument();
    await waitFor(() => expect(server.requests).toHaveLength(2));
  });
});
