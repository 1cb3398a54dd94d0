/** Types of browser.mjs for the TypeScript that imports it (playwright.config.ts). */
export declare const CHROMIUM_ARGS: string[];
export declare function findChromium(): string | undefined;
