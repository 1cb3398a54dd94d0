import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { AdminContentApi, CONTENT_SLUGS, LANGUAGE_CODES, type AdminText, type AdminTextRow } from '@tradewind/contract';
import { fakeHttp, fail, ok, type FakeRequest } from '@/test/fake-http';
import { adminSession } from '../../api/admin-session';
import { renderAdmin } from '../../test/render-admin';
import { configureConsoleTests } from '../../test/configure-console-tests';
import { queryOf } from '../../test/query-of';

configureConsoleTests({ skipVisibilityCheck: true });

const LIST = `GET ${AdminContentApi.texts}`;
const TEXT = `GET ${AdminContentApi.text}`;
const SAVE = `POST ${AdminContentApi.textSave}`;

/** Every text in every language: French help edited by an operator, Thai help missing, the rest shipped. */
const ROWS: AdminTextRow[] = CONTENT_SLUGS.flatMap((slug) =>
  LANGUAGE_CODES.map((lang) => ({
    slug,
    lang,
    title: slug === 'help' && lang === 'th' ? null : 'A title',
    updated_at: '2025-03-01T10:00:00.000Z',
    edited: slug === 'help' && lang === 'fr',
    length: 1200,
  })),
);
const HELP_EN: AdminText = {
  slug: 'help',
  lang: 'en',
  title: 'Help and support',
  body: '## Orders\n\nTrack them under **My orders**.',
  updated_at: '2025-03-01T10:00:00.000Z',
  edited: false,
  edited_by: null,
};
const HELP_FR: AdminText = {
  ...HELP_EN,
  lang: 'fr',
  title: 'Aide',
  body: '## Commandes',
  edited: true,
  edited_by: 'operator',
};

/** Answers a text by its slug and language; Thai help has none. */
const textOf = ({ url }: FakeRequest) => {
  const { slug, lang } = queryOf(url);
  if (slug === 'help' && lang === 'th') return fail(404, 'Not found', 'NOT_FOUND');
  return ok(lang === 'fr' ? HELP_FR : { ...HELP_EN, slug, lang });
};

async function openTexts(url = '/admin/texts', routes: Parameters<typeof fakeHttp>[0] = {}) {
  const server = fakeHttp({ [LIST]: ok({ list: ROWS }), [TEXT]: textOf, ...routes });
  const view = await renderAdmin(url);
  await screen.findByLabelText('Text (Markdown)');
  return { ...view, server };
}

describe('help and law texts', { timeout: 30_000 }, () => {
  let server: ReturnType<typeof fakeHttp> | undefined;
  afterEach(() => {
    server?.restore();
    adminSession.clear();
  });

  it('says which languages an operator has edited and which are missing', async () => {
    const view = await openTexts();
    server = view.server;
    const languages = screen.getByRole('radiogroup', { name: 'Language' });
    await waitFor(() => expect(within(languages).getByRole('radio', { name: /Français/ })).toBeInTheDocument());
    expect(
      within(languages)
        .getByRole('radio', { name: /Français/ })
        .closest('label'),
    ).toHaveTextContent('Edited');
    expect(within(languages).getByRole('radio', { name: /ไทย/ }).closest('label')).toHaveTextContent('Not written');
    expect(
      within(languages)
        .getByRole('radio', { name: /English/ })
        .closest('label'),
    ).toHaveTextContent('Shipped text');
    expect(within(languages).getByRole('radio', { name: /English/ })).toBeChecked();
    expect(screen.getByText('The text shipped with the shop; no operator has edited it yet.')).toBeInTheDocument();
  });

  it('previews the Markdown as it is typed, never as raw HTML', async () => {
    const view = await openTexts();
    server = view.server;
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { level: 2, name: 'Help and support' })).toBeInTheDocument();
    expect(within(preview).getByText('My orders').tagName).toBe('STRONG');

    const body = screen.getByLabelText('Text (Markdown)');
    await view.user.clear(body);
    await view.user.type(body, '# Returns{enter}{enter}Send it <b>back</b>');
    expect(within(preview).getByRole('heading', { level: 1, name: 'Returns' })).toBeInTheDocument();
    expect(preview.querySelector('b')).toBeNull();
    expect(preview).toHaveTextContent('Send it <b>back</b>');
  });

  it('saves the chosen text in the chosen language after a confirmation', async () => {
    const view = await openTexts('/admin/texts', { [SAVE]: ({ body }) => ok({ ...HELP_FR, ...(body as object) }) });
    server = view.server;
    const { user } = view;
    await user.click(screen.getByRole('radio', { name: 'Law and policy' }));
    await waitFor(() => expect(queryOf(server!.calls(TEXT).at(-1)!.url)).toEqual({ slug: 'law', lang: 'en' }));
    await user.click(screen.getByRole('radio', { name: /Français/ }));
    await waitFor(() => expect(queryOf(server!.calls(TEXT).at(-1)!.url)).toEqual({ slug: 'law', lang: 'fr' }));
    expect(await screen.findByText(/Last saved by operator/)).toBeInTheDocument();

    const title = screen.getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Mentions légales');
    await user.click(screen.getByRole('button', { name: 'Save the Français text' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Save Law and policy in Français?');
    expect(confirm).toHaveTextContent('Buyers reading in Français see the new text at once.');
    expect(server.calls(SAVE)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Law and policy in Français is saved')).toBeInTheDocument();
    expect(server.calls(SAVE).map((request) => request.body)).toEqual([
      { slug: 'law', lang: 'fr', title: 'Mentions légales', body: '## Commandes' },
    ]);
  });

  it('starts a missing language empty, can copy the English text, and will not save an empty text', async () => {
    const view = await openTexts('/admin/texts?slug=help&lang=th');
    server = view.server;
    const { user } = view;
    expect(
      await screen.findByText('Not written in ไทย yet: buyers reading in ไทย see the English text.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save the ไทย text' }));
    expect(await screen.findByText('Enter the title')).toBeInTheDocument();
    expect(await screen.findByText('Write the text')).toBeInTheDocument();
    expect(server.calls(SAVE)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Start from the English text' }));
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Help and support'));
    expect(screen.getByLabelText('Text (Markdown)')).toHaveValue(HELP_EN.body);
  });

  it('asks before dropping unsaved changes when another language is picked', async () => {
    const view = await openTexts();
    server = view.server;
    const { user, path } = view;
    await user.type(screen.getByLabelText('Title'), '!');
    await user.click(screen.getByRole('radio', { name: /Français/ }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Drop your changes?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(path()).toBe('/admin/texts');
    expect(screen.getByLabelText('Title')).toHaveValue('Help and support!');
  });
});
