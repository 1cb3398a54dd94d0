import type { Drawing } from './drawing.js';
import { circle, ellipse, line, path, rect, shadow } from './shapes.js';

const jar: Drawing = (p) =>
  shadow(400, 628, 170) +
  rect(290, 300, 220, 316, 46, 'url(#m)') +
  rect(290, 300, 220, 316, 46, 'none', `stroke="#fff" stroke-width="8" opacity=".5"`) +
  path('M276 282q124-56 248 0l-16 44q-108-30-216 0z', p.accent) +
  line('M292 318q108-28 216 0', '#8a6a45', 6) +
  rect(318, 412, 164, 116, 16, '#fff8ea') +
  circle(400, 474, 26, p.dark) +
  path('M400 448q10-26 34-24q-6 24-34 24z', '#5fa35a') +
  rect(306, 334, 22, 250, 11, '#fff', 'opacity=".35"');

const pouch: Drawing = (p) =>
  shadow(400, 624, 200) +
  path('M290 220h220l26 380q-136 26-272 0z', 'url(#m)') +
  rect(290, 220, 220, 32, 4, p.dark) +
  line('M300 276h200', p.dark, 4, 'opacity=".5"') +
  rect(334, 320, 132, 110, 55, '#3b2618', 'opacity=".85"') +
  [355, 400, 445].map((x, i) => ellipse(x, 362 + (i % 2) * 30, 16, 22, '#7a4a2a')).join('') +
  rect(310, 470, 180, 72, 10, '#fff', 'opacity=".9"') +
  rect(334, 490, 132, 12, 6, p.dark) +
  rect(354, 514, 92, 10, 5, p.main) +
  [
    [600, 600],
    [640, 580],
  ]
    .map(([x, y]) => ellipse(x, y, 20, 28, '#6b4226', `transform="rotate(40 ${x} ${y})"`))
    .join('');

const tin: Drawing = (p) =>
  shadow(400, 626, 150) +
  rect(280, 262, 240, 340, 0, 'url(#m)') +
  ellipse(400, 602, 120, 26, p.dark) +
  rect(280, 236, 240, 66, 0, 'url(#d)') +
  ellipse(400, 302, 120, 22, p.dark, 'opacity=".5"') +
  ellipse(400, 236, 120, 26, p.light) +
  circle(400, 440, 74, '#fff', 'opacity=".9"') +
  path('M400 400c40 20 40 70 0 84c-40-14-40-64 0-84z', '#5fa35a') +
  line('M400 410v70', '#3f7d3b', 4) +
  rect(296, 320, 18, 260, 9, '#fff', 'opacity=".3"');

const giftBox: Drawing = (p) =>
  shadow(420, 612, 240) +
  rect(210, 360, 300, 240, 0, 'url(#m)') +
  path('M510 360l90-56v240l-90 56z', 'url(#d)') +
  path('M210 360l90-56h300l-90 56z', p.light) +
  rect(344, 360, 32, 240, 0, p.accent) +
  path('M555 332l0 240-20 12V345zM270 322h300l-20 14H250z', p.accent) +
  ellipse(380, 300, 54, 30, p.accent, 'transform="rotate(-20 380 300)"') +
  ellipse(470, 300, 54, 30, p.accent, 'transform="rotate(20 470 300)"') +
  circle(425, 318, 18, p.accent);

const teddy: Drawing = (p) =>
  shadow(400, 640, 200) +
  [300, 500].map((x) => circle(x, 210, 50, 'url(#d)') + circle(x, 210, 24, p.light)).join('') +
  ellipse(400, 500, 140, 130, 'url(#m)') +
  ellipse(400, 520, 80, 80, p.light, 'opacity=".6"') +
  ellipse(280, 460, 46, 74, 'url(#d)', 'transform="rotate(30 280 460)"') +
  ellipse(520, 460, 46, 74, 'url(#d)', 'transform="rotate(-30 520 460)"') +
  [320, 480].map((x) => circle(x, 600, 52, 'url(#d)') + circle(x, 604, 26, p.light)).join('') +
  circle(400, 290, 120, 'url(#m)') +
  ellipse(400, 330, 50, 38, '#fff', 'opacity=".8"') +
  ellipse(400, 314, 18, 12, '#3a2b25') +
  circle(356, 270, 11, '#3a2b25') +
  circle(444, 270, 11, '#3a2b25') +
  path('M400 410l-50-26v52zM400 410l50-26v52z', p.accent);

const brick = (x: number, y: number, w: number, fill: string) =>
  rect(x, y, w, 90, 10, fill) +
  rect(x, y + 70, w, 20, 6, '#000', 'opacity=".12"') +
  Array.from({ length: w / 60 }, (_, i) => rect(x + 14 + i * 60, y - 22, 32, 24, 6, fill)).join('');

const blocks: Drawing = (p) =>
  shadow(400, 622, 280) +
  brick(160, 520, 240, p.main) +
  brick(410, 520, 240, p.accent) +
  brick(250, 408, 180, p.dark) +
  brick(440, 408, 120, p.light) +
  brick(310, 296, 180, '#f5c542');

const car: Drawing = () =>
  shadow(410, 585, 250) +
  path('M180 480q10-60 80-70l70-80q20-20 50-20h120q30 0 50 30l50 70q60 10 60 70v40H180z', 'url(#m)') +
  path('M340 350q10-14 30-14h50v80H290zM440 336h50q20 0 34 20l40 60H440z', '#d8ecff') +
  rect(180, 470, 460, 14, 7, '#fff', 'opacity=".45"') +
  circle(626, 470, 14, '#fff6c9') +
  [290, 540].map((x) => circle(x, 525, 54, '#2b3140') + circle(x, 525, 22, '#d9dde6')).join('');

const rocket: Drawing = (p) =>
  [
    [160, 200],
    [640, 260],
    [200, 460],
    [620, 520],
  ]
    .map(([x, y]) => circle(x, y, 9, p.main, 'opacity=".45"'))
    .join('') +
  path('M400 510c40 50 30 110 0 130c-30-20-40-80 0-130z', '#ff9f43') +
  path('M400 540c20 26 16 60 0 70c-16-10-20-44 0-70z', '#fff6c9') +
  path('M330 440l-70 90 80-20zM470 440l70 90-80-20z', 'url(#d)') +
  path('M400 130c80 70 90 230 70 390H330c-20-160-10-320 70-390z', '#f7f8fb') +
  path('M400 130c46 40 66 90 74 150H326c8-60 28-110 74-150z', 'url(#m)') +
  circle(400, 360, 44, p.light, `stroke="${p.dark}" stroke-width="12"`) +
  rect(330, 470, 140, 26, 0, p.dark, 'opacity=".3"');

export const foodDrawings = { jar, pouch, tin, giftBox };
export const toysDrawings = { teddy, blocks, car, rocket };
