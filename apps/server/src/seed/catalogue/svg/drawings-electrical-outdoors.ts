import type { Drawing } from './drawing.js';
import { circle, ellipse, line, path, rect, shadow } from './shapes.js';

const kettle: Drawing = (p) =>
  shadow(400, 640, 230) +
  line('M515 320c130-10 140 220 30 250', 'url(#d)', 36) +
  path('M292 330L196 282l10-24 98 36z', 'url(#d)') +
  path('M292 300q4-40 44-40h128q40 0 44 40l40 290q2 24-26 24H278q-28 0-26-24z', 'url(#m)') +
  ellipse(400, 262, 112, 18, p.dark) +
  rect(378, 226, 44, 28, 10, p.dark) +
  rect(306, 360, 26, 200, 13, '#fff', 'opacity=".45"') +
  path('M450 300h40l30 270h-40z', '#fff', 'opacity=".12"') +
  rect(236, 606, 328, 30, 12, '#3a3f4b') +
  circle(400, 621, 6, p.accent);

const lamp: Drawing = (p) =>
  shadow(360, 630, 190) +
  path('M545 360L700 600H390z', '#fff7d1', 'opacity=".75"') +
  ellipse(330, 612, 124, 28, 'url(#d)') +
  line('M330 600L290 410L470 290', p.main, 22) +
  circle(290, 410, 20, p.dark) +
  circle(330, 600, 16, p.dark) +
  `<g transform="translate(480 290) rotate(-32)">` +
  path('M-46-36h92l64 120h-220z', 'url(#m)') +
  ellipse(0, 84, 110, 18, p.dark) +
  ellipse(0, 88, 34, 14, '#fff6c9') +
  circle(0, -36, 22, p.dark) +
  '</g>';

const fan: Drawing = (p) =>
  shadow(400, 632, 150) +
  rect(386, 420, 28, 190, 12, p.dark) +
  ellipse(400, 612, 136, 28, 'url(#d)') +
  circle(400, 320, 190, '#fff', `opacity=".55"`) +
  [0, 120, 240].map((a) => ellipse(400, 226, 54, 96, 'url(#m)', `transform="rotate(${a} 400 320)"`)).join('') +
  circle(400, 320, 190, 'none', `stroke="${p.dark}" stroke-width="10"`) +
  circle(400, 320, 130, 'none', `stroke="${p.dark}" stroke-width="4" opacity=".35"`) +
  line('M210 320h380M400 130v380', p.dark, 4, 'opacity=".35"') +
  circle(400, 320, 36, p.dark) +
  circle(400, 320, 14, p.accent);

const speaker: Drawing = (p) =>
  shadow(400, 615, 180) +
  rect(252, 200, 296, 400, 46, 'url(#m)') +
  rect(252, 560, 296, 40, 20, p.dark, 'opacity=".3"') +
  circle(400, 300, 44, p.dark) +
  circle(400, 300, 20, '#2b3140') +
  circle(400, 450, 104, p.dark) +
  circle(400, 450, 74, '#2b3140') +
  circle(400, 450, 26, p.light) +
  ellipse(300, 300, 14, 70, '#fff', 'opacity=".3"') +
  [0, 1, 2].map((i) => circle(372 + i * 28, 230, 6, '#fff', 'opacity=".8"')).join('');

const mountains = '<path d="M0 560l170-170 110 90 150-150 170 170 200-120v220H0z" fill="#fff" opacity=".4"/>';

const tent: Drawing = (p) =>
  mountains +
  shadow(400, 612, 280) +
  path('M140 600L400 220l260 380z', 'url(#m)') +
  path('M400 220l260 380H530z', p.dark, 'opacity=".3"') +
  path('M400 330l-76 270h152z', '#2b3140', 'opacity=".8"') +
  path('M400 330l76 270h50z', p.light) +
  line('M400 222l-8-40', p.dark, 8) +
  path('M392 180l48 12-48 14z', p.accent) +
  line('M140 600l-50 20M660 600l50 20', p.dark, 4, 'opacity=".5"');

const backpack: Drawing = (p) =>
  shadow(400, 628, 190) +
  line('M360 236q40-70 80 0', p.dark, 16) +
  rect(236, 290, 32, 250, 16, p.dark) +
  rect(532, 290, 32, 250, 16, p.dark) +
  rect(258, 226, 284, 390, 72, 'url(#m)') +
  path('M262 300q138 70 276 0v-30q-138 60-276 0z', p.dark, 'opacity=".35"') +
  rect(302, 420, 196, 160, 40, 'url(#d)') +
  line('M322 452h156', '#fff', 5, 'opacity=".6"') +
  rect(382, 380, 36, 28, 6, p.accent) +
  line('M400 330v50', p.dark, 10) +
  ellipse(310, 330, 14, 50, '#fff', 'opacity=".25"');

const bottle: Drawing = (p) =>
  shadow(400, 630, 130) +
  rect(348, 166, 104, 74, 18, p.dark) +
  circle(452, 190, 26, 'none', `stroke="${p.dark}" stroke-width="12"`) +
  rect(362, 236, 76, 32, 0, '#d9dde6') +
  rect(300, 262, 200, 360, 64, 'url(#m)') +
  rect(300, 390, 200, 56, 0, p.dark, 'opacity=".2"') +
  path('M340 540l50-70 30 40 20-25 30 55z', '#fff', 'opacity=".85"') +
  rect(324, 292, 26, 290, 13, '#fff', 'opacity=".35"');

const lantern: Drawing = (p) =>
  circle(400, 390, 210, '#fff7d1', 'opacity=".7"') +
  shadow(400, 588, 150) +
  line('M330 230q70-100 140 0', p.dark, 12) +
  path('M312 252h176l-30-44H342z', 'url(#d)') +
  rect(322, 250, 156, 262, 18, '#fff6c9') +
  circle(400, 400, 90, '#ffd66b', 'opacity=".45"') +
  path('M400 320c40 60 30 110 0 120c-30-10-40-60 0-120z', '#ff9f43') +
  path('M400 370c16 26 12 50 0 56c-12-6-16-30 0-56z', '#fff') +
  rect(322, 250, 14, 262, 4, p.dark) +
  rect(464, 250, 14, 262, 4, p.dark) +
  rect(298, 506, 204, 68, 16, 'url(#m)');

export const electricalDrawings = { kettle, lamp, fan, speaker };
export const outdoorsDrawings = { tent, backpack, bottle, lantern };
