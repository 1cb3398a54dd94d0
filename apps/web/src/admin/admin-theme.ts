import { theme, type ThemeConfig } from 'antd';
import { THEME_COLOURS as colour } from '@/app/theme-colours';

/** The console's teal: 5.5:1 on white, as link text and under white button labels. */
const BRAND = colour['--tw-brand'];
/**
 * antd derives the primary's light shades from the seed; from this dark teal they come out grey (#a8b5b2 behind a
 * selected menu entry: 2.6:1). Teal tints instead: the brand reads at 4.9:1 on the selected background. The
 * primary border is also antd's focus ring (3 px around the focused control): 3.7:1 on white, plainly seen.
 */
const BRAND_TINTS = {
  colorPrimaryBg: colour['--tw-console-selected'],
  colorPrimaryBgHover: colour['--tw-console-hover'],
  colorPrimaryBorder: colour['--tw-console-focus'],
  colorPrimaryBorderHover: colour['--tw-console-focus-hover'],
};
/** Quiet text (group titles, secondary lines, placeholders): antd's 45 % black is 3.4:1; 62 % is over 5:1. */
const QUIET_TEXT = colour['--tw-console-text-quiet'];

/** An operator whose system asks for less motion gets none: antd's fades and slides are off. */
const reducedMotion = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

const defaults = theme.getDesignToken() as unknown as Record<string, string>;

/**
 * The status seeds below are darker than antd's so that their text passes; antd would derive greyish tints from
 * them (#adb8a5 behind a success tag: 2.7:1), so the light backgrounds and borders stay antd's own.
 */
const statusTints = (): Record<string, string> =>
  Object.fromEntries(
    Object.entries(defaults).filter(([key]) => /^color(Success|Warning|Error|Info)(Bg|Border)/.test(key)),
  );

/**
 * A coloured tag (`<Tag color="gold">`) writes its text in its palette's 7th shade on the 1st, under 4.5:1 for
 * gold, orange, green, cyan, lime and yellow; the 9th shade is over 5:1 for every palette. antd keeps each shade
 * twice (`gold7`, `gold-7`), both behind the one CSS variable `--ant-gold-7`: both move.
 */
function darkerTagText(): Record<string, string> {
  const palettes = Object.keys(defaults).flatMap((key) => /^([a-z]+)7$/.exec(key)?.[1] ?? []);
  return Object.fromEntries(
    palettes.flatMap((name) => [
      [`${name}7`, defaults[`${name}9`]],
      [`${name}-7`, defaults[`${name}9`]],
    ]),
  );
}

/**
 * The console's one theme: antd's tokens moved wherever they drew text under WCAG AA (4.5:1). A status colour is
 * text (a form's error, a status tag) and the fill behind a white label (a danger button), so each is a darker
 * shade that passes both ways; links take the brand, not antd's blue (#1677ff: 4.1:1).
 */
export const ADMIN_THEME: ThemeConfig = {
  token: {
    colorPrimary: BRAND,
    colorLink: BRAND,
    ...BRAND_TINTS,
    colorInfo: colour['--tw-console-info'],
    colorSuccess: colour['--tw-console-success'],
    colorWarning: colour['--tw-console-warning'],
    colorError: colour['--tw-console-error'],
    colorTextTertiary: QUIET_TEXT,
    colorTextPlaceholder: QUIET_TEXT,
    borderRadius: 6,
    motion: !reducedMotion,
    ...statusTints(),
    ...darkerTagText(),
  },
};
