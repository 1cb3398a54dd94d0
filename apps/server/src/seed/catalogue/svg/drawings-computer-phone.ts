import type { Drawing } from './drawing.js';
import { circle, ellipse, line, path, rect, shadow } from './shapes.js';

const gloss = (d: string) => path(d, '#fff', 'opacity=".12"');

const laptop: Drawing = (p) =>
  shadow(400, 590, 300) +
  rect(190, 190, 420, 300, 20, 'url(#d)') +
  rect(210, 210, 380, 262, 8, 'url(#s)') +
  rect(236, 238, 150, 18, 9, p.light) +
  rect(236, 276, 200, 150, 12, p.main, 'opacity=".75"') +
  rect(452, 276, 112, 68, 10, p.accent, 'opacity=".85"') +
  rect(452, 358, 112, 68, 10, p.light, 'opacity=".5"') +
  gloss('M210 210h200l-120 262h-80z') +
  rect(178, 488, 444, 14, 6, p.dark) +
  path('M150 500h500l44 58q4 16-14 16H120q-18 0-14-16z', 'url(#m)') +
  rect(250, 512, 300, 28, 6, p.dark, 'opacity=".3"') +
  rect(352, 546, 96, 16, 6, '#fff', 'opacity=".45"');

const monitor: Drawing = (p) =>
  shadow(400, 600, 200) +
  path('M368 470h64l16 110h-96z', 'url(#m)') +
  rect(282, 574, 236, 24, 12, 'url(#d)') +
  rect(150, 160, 500, 320, 22, 'url(#d)') +
  rect(170, 180, 460, 272, 8, 'url(#s)') +
  path('M170 400l120-96 80 60 100-110 160 130v60H170z', p.main, 'opacity=".85"') +
  path('M170 430l150-70 110 50 200-40v82H170z', p.light, 'opacity=".7"') +
  circle(540, 250, 30, p.accent) +
  gloss('M170 180h230l-140 272h-90z');

const keyboard: Drawing = (p) =>
  shadow(400, 585, 310) +
  `<defs><pattern id="k" width="40" height="40" patternUnits="userSpaceOnUse">${rect(4, 4, 32, 32, 7, '#fff', 'opacity=".9"')}</pattern></defs>` +
  `<g transform="translate(110 360) rotate(-6)">` +
  rect(0, 0, 580, 230, 30, 'url(#m)') +
  rect(0, 190, 580, 40, 20, p.dark, 'opacity=".25"') +
  rect(30, 24, 520, 120, 0, 'url(#k)') +
  rect(34, 148, 112, 32, 7, p.accent) +
  rect(154, 148, 272, 32, 7, '#fff', 'opacity=".9"') +
  rect(434, 148, 112, 32, 7, p.accent) +
  '</g>';

const mouse: Drawing = (p) =>
  shadow(400, 612, 170) +
  line('M400 200C400 120 520 150 560 80', p.dark, 10) +
  rect(292, 190, 216, 400, 108, 'url(#m)') +
  path('M292 320v-22a108 108 0 0 1 216 0v22z', p.dark, 'opacity=".18"') +
  line('M400 192v126', p.dark, 6, 'opacity=".5"') +
  rect(386, 232, 28, 58, 14, p.dark) +
  ellipse(344, 420, 22, 90, '#fff', 'opacity=".3"') +
  circle(400, 520, 10, p.accent);

const phoneFront: Drawing = (p) =>
  shadow(400, 652, 160) +
  `<defs><pattern id="a" width="50" height="54" patternUnits="userSpaceOnUse">${rect(6, 6, 38, 38, 11, '#fff', 'opacity=".8"')}</pattern></defs>` +
  rect(276, 130, 248, 510, 44, '#1e222b') +
  `<clipPath id="c">${rect(288, 142, 224, 486, 34, '#fff')}</clipPath>` +
  `<g clip-path="url(#c)">${rect(288, 142, 224, 486, 0, 'url(#m)')}${circle(470, 230, 90, p.light, 'opacity=".6"')}${circle(320, 520, 110, p.dark, 'opacity=".35"')}</g>` +
  rect(370, 156, 60, 18, 9, '#1e222b') +
  rect(300, 250, 200, 27, 0, '#fff', 'opacity=".9"') +
  rect(300, 300, 200, 216, 0, 'url(#a)') +
  rect(304, 568, 192, 48, 18, '#fff', 'opacity=".35"') +
  rect(524, 250, 6, 60, 3, '#1e222b');

const phoneBack: Drawing = (p) =>
  shadow(400, 652, 160) +
  rect(276, 130, 248, 510, 44, 'url(#d)') +
  rect(284, 138, 232, 494, 38, 'url(#m)') +
  rect(300, 156, 124, 124, 30, p.dark, 'opacity=".85"') +
  circle(334, 190, 24, '#1e222b', `stroke="${p.light}" stroke-width="6"`) +
  circle(334, 248, 24, '#1e222b', `stroke="${p.light}" stroke-width="6"`) +
  circle(392, 190, 12, '#fff6c9') +
  circle(392, 248, 8, '#1e222b') +
  circle(400, 420, 26, '#fff', 'opacity=".55"') +
  path('M284 400L516 200v90L284 490z', '#fff', 'opacity=".1"');

const bud = (x: number, y: number, angle: number) =>
  `<g transform="rotate(${angle} ${x} ${y})">${rect(x - 17, y, 34, 120, 17, '#eef0f5')}${circle(x, y, 48, '#fff')}${circle(x, y, 20, '#2b3140', 'opacity=".75"')}</g>`;

const earbuds: Drawing = (p) =>
  shadow(380, 590, 260) +
  rect(170, 330, 300, 250, 110, 'url(#m)') +
  line('M174 420h292', p.dark, 6, 'opacity=".35"') +
  circle(320, 500, 9, '#b8ffcf') +
  ellipse(250, 450, 20, 70, '#fff', 'opacity=".25"') +
  bud(560, 430, 28) +
  bud(640, 470, 18);

const powerBank: Drawing = (p) =>
  shadow(400, 630, 170) +
  line('M400 620c0 60 160 40 180-40', '#eef0f5', 12) +
  rect(262, 190, 276, 430, 42, 'url(#m)') +
  rect(262, 190, 276, 70, 30, p.dark, 'opacity=".25"') +
  rect(330, 210, 56, 20, 6, '#1e222b') +
  rect(414, 210, 56, 20, 6, '#1e222b') +
  path('M418 330l-70 120h44l-22 100 84-132h-48l28-88z', '#fff', 'opacity=".92"') +
  [0, 1, 2, 3].map((i) => circle(355 + i * 30, 585, 8, i < 3 ? '#b8ffcf' : '#fff', 'opacity=".9"')).join('');

export const computerDrawings = { laptop, monitor, keyboard, mouse };
export const phoneDrawings = { phoneFront, phoneBack, earbuds, powerBank };
