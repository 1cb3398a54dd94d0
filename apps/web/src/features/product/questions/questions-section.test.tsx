import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { TalkApi, type ProductQuestion } from '@tradewind/contract/talk';
import { fail, fakeHttp, ok } from '@/test/fake-http';
import { renderScreen } from '@/test/render-screen';
import { resetSession } from '@/test/session.mock';
import { toast } from '@/test/toast.mock';
import QuestionsSection from './questions-section';

vi.mock('@/api/session', () => import('@/test/session.mock'));
vi.mock('@/components/toast', () => import('@/test/toast.mock'));

const question = (id: number, extra: Partial<ProductQuestion> = {}): ProductQuestion => ({
  id,
  question: `Question ${id}?`,
  answer: `Answer ${id}.`,
  asked_at: '2026-11-20T10:00:00.000Z',
  answered_at: '2026-11-21T10:00:00.000Z',
  mine: false,
  own_links: [],
  ...extra,
});
const pageOf = (list: ProductQuestion[], waiting: ProductQuestion[] = [], total = list.length) =>
  ok({ list, total, page: 1, limit: 5, waiting });
let server: ReturnType<typeof fakeHttp>;

beforeEach(() => {
  vi.clearAllMocks();
  resetSession();
});
afterEach(() => server?.restore());

describe('questions on the product page', () => {
  it('shows answered questions to a visitor, and asks them to log in to ask', async () => {
    server = fakeHttp({
      [`GET ${TalkApi.questions}`]: pageOf([
        question(2, { answer: 'Yes, see /shop/4', own_links: ['/shop/4'] }),
        question(1),
      ]),
    });
    const view = renderScreen(<QuestionsSection productId={7} />, '/detail/7', '/detail/:id');
    const list = await screen.findByRole('list', { name: 'Answered questions' });
    expect(
      within(list)
        .getAllByRole('article')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Question: Question 2?', 'Question: Question 1?']);
    expect(within(list).getByRole('link', { name: '/shop/4' })).toHaveAttribute('href', '/shop/4');
    expect(screen.queryByRole('textbox')).toBeNull();
    await view.user.click(screen.getByRole('button', { name: 'Log in to ask the shop a question' }));
    expect(view.location()).toBe('/login?redirect=/detail/7');
  });

  it('a signed-in buyer asks; their waiting question is shown to them, marked as theirs alone', async () => {
    resetSession({});
    let asked = false;
    const mine = question(9, { question: 'Does it fold?', answer: null, answered_at: null, mine: true });
    server = fakeHttp({
      [`GET ${TalkApi.questions}`]: () => pageOf([], asked ? [mine] : []),
      [`POST ${TalkApi.ask}`]: () => ((asked = true), ok(mine)),
    });
    const view = renderScreen(<QuestionsSection productId={7} />);
    expect(await screen.findByText('No answered questions yet. Ask the first one.')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(screen.getByRole('alert')).toHaveTextContent('This field is required');
    await view.user.type(screen.getByRole('textbox', { name: 'Your question to the shop' }), 'Does it fold?');
    await view.user.click(screen.getByRole('button', { name: 'Ask' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Sent: the shop’s answer will appear here'));
    expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({
      product_id: 7,
      question: 'Does it fold?',
    });
    const yours = await screen.findByRole('list', { name: 'Your questions waiting for an answer' });
    expect(within(yours).getByText(/only you can see this question/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your question to the shop' })).toHaveValue('');
  });

  it('says why a question was refused, in the server’s words', async () => {
    resetSession({});
    server = fakeHttp({
      [`GET ${TalkApi.questions}`]: pageOf([]),
      [`POST ${TalkApi.ask}`]: fail(429, 'Too many attempts, please try again in 60 minutes', 'RATE_LIMITED'),
    });
    const view = renderScreen(<QuestionsSection productId={7} />);
    await view.user.type(await screen.findByRole('textbox', { name: 'Your question to the shop' }), 'Again?');
    await view.user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts, please try again in 60 minutes');
  });
});
