/**
 * The colours of theme.css that script needs as values rather than `var(--…)`: antd derives the console's shades
 * from its token object in script. Each key is a theme.css token and each value is what theme.css gives it;
 * `npm run lint` refuses a value that differs (scripts/colour-literals.mjs). Style sheets use the tokens.
 */
export const THEME_COLOURS = {
  '--tw-brand': '#0f766e',
  '--tw-console-selected': '#ccfbf1',
  '--tw-console-hover': '#f0fdfa',
  '--tw-console-focus': '#0d9488',
  '--tw-console-focus-hover': '#14b8a6',
  '--tw-console-info': '#0958d9',
  '--tw-console-success': '#237804',
  '--tw-console-warning': '#ad4e00',
  '--tw-console-error': '#cf1322',
  '--tw-console-text-quiet': 'rgba(0, 0, 0, 0.62)',
} as const;
