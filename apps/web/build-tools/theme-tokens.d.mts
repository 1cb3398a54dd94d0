export declare const THEME_CSS: string;
export declare function themeTokens(css: string): Map<string, string>;
export type Theme = (name: string) => string;
export declare function readTheme(file?: string): Theme;
export declare function inlineTokens(text: string, theme: Theme): string;
