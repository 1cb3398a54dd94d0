import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { E2E_OPERATOR } from '../playwright.config';

/** The languages the console is checked in: English, one CJK language and Arabic (right to left). */
export type ConsoleLanguage = 'en' | 'ja' | 'ar';
/** Where the console remembers the operator's language (`apps/web/src/admin/admin-i18n.ts`). */
const LANGUAGE_KEY = 'tradewind.admin.lang';

type Tree = { [key: string]: string | Tree };
const LOCALES = path.join(import.meta.dirname, '../apps/web/src/admin/locales');
const files = new Map<string, Tree>();

function textFile(file: string): Tree {
  if (!files.has(file)) files.set(file, JSON.parse(readFileSync(file, 'utf8')) as Tree);
  return files.get(file)!;
}

/**
 * A console text as the operator reads it in `lang`, as `admin-i18n.ts` files them: `admin.recharges.pass.title`
 * in `recharges.json`, `admin.menu.orders` in `common.json`; `{{name}}` filled in from `values`.
 */
export function consoleText(lang: ConsoleLanguage, key: string, values: Record<string, string | number> = {}) {
  const [, area = '', ...rest] = key.split('.');
  const own = path.join(LOCALES, lang, `${area}.json`);
  const [file, parts] = existsSync(own) ? [own, rest] : [path.join(LOCALES, lang, 'common.json'), [area, ...rest]];
  let node: string | Tree | undefined = textFile(file);
  for (const part of parts) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`No console text ${key} in ${lang}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
}

/** Opens the console in `lang` (as an operator who chose it before) and signs in with the labels of that language. */
export async function signInToConsoleIn(page: Page, lang: ConsoleLanguage) {
  await page.addInitScript(`localStorage.setItem(${JSON.stringify(LANGUAGE_KEY)}, ${JSON.stringify(lang)})`);
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { level: 1, name: consoleText(lang, 'admin.signIn.title') })).toBeVisible();
}

export async function submitSignIn(page: Page, lang: ConsoleLanguage) {
  await page.getByLabel(consoleText(lang, 'admin.signIn.account')).fill(E2E_OPERATOR.account);
  await page.getByLabel(consoleText(lang, 'admin.signIn.password')).fill(E2E_OPERATOR.password);
  await page.getByRole('button', { name: consoleText(lang, 'admin.signIn.submit'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: consoleText(lang, 'admin.menu.dashboard') })).toBeVisible();
}

/** Waits until nothing on the page is loading any more (antd's spinners and skeletons). */
export async function settled(page: Page) {
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
}

/**
 * axe-core's every rule on the page (or only `within` it): not one violation, of any impact. Soft, so that one run
 * lists every page's.
 */
export async function expectNoAxeViolations(page: Page, where: string, within?: string) {
  await settled(page);
  // In the page itself (the console has no frames), violations only: a third of the default's time.
  const axe = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
  const { violations } = await (within ? axe.include(within) : axe).analyze();
  const found = violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${node.failureSummary?.split('\n')[1]?.trim()}`,
    ),
  );
  expect.soft(found, `axe violations on ${where}`).toEqual([]);
}
