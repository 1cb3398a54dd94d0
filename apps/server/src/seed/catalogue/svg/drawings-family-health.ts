import type { Drawing } from './drawing.js';
import { circle, ellipse, line, path, rect, shadow } from './shapes.js';

const mug: Drawing = (p) =>
  shadow(400, 612, 200) +
  line('M335 250c-20-30 20-50 0-80M400 240c-20-30 20-50 0-80M465 250c-20-30 20-50 0-80', '#fff', 12, 'opacity=".8"') +
  line('M500 370c110 0 110 170 0 170', 'url(#d)', 34) +
  rect(250, 300, 260, 300, 34, 'url(#m)') +
  ellipse(380, 302, 130, 22, p.dark) +
  ellipse(380, 306, 112, 14, '#6b4226') +
  path('M380 470c-40-30-60-60-30-80c15-10 25-2 30 10c5-12 15-20 30-10c30 20 10 50-30 80z', '#fff', 'opacity=".85"') +
  rect(272, 330, 20, 240, 10, '#fff', 'opacity=".3"');

const cushion: Drawing = (p) =>
  shadow(400, 640, 230) +
  `<defs><pattern id="k" width="60" height="60" patternUnits="userSpaceOnUse">${circle(30, 30, 7, '#fff', 'opacity=".55"')}</pattern></defs>` +
  path('M190 250q210-50 420 0q50 180 0 360q-210 50-420 0q-50-180 0-360z', 'url(#m)') +
  path('M190 250q210-50 420 0q50 180 0 360q-210 50-420 0q-50-180 0-360z', 'url(#k)') +
  path(
    'M220 280q180-38 360 0q36 150 0 300q-180 38-360 0q-36-150 0-300z',
    'none',
    `stroke="${p.dark}" stroke-width="4" stroke-dasharray="14 10" opacity=".4"`,
  ) +
  circle(400, 430, 18, p.dark) +
  [
    [190, 250],
    [610, 250],
    [190, 610],
    [610, 610],
  ]
    .map(([x, y]) => circle(x, y, 16, p.accent))
    .join('');

const leaf = (angle: number, length: number, fill: string) =>
  ellipse(400, 440 - length, 38, length, fill, `transform="rotate(${angle} 400 440)"`);

const plant: Drawing = () =>
  shadow(400, 640, 160) +
  leaf(-50, 120, '#3f7d3b') +
  leaf(50, 120, '#3f7d3b') +
  leaf(-22, 160, '#5fa35a') +
  leaf(22, 160, '#5fa35a') +
  leaf(0, 190, '#7cc576') +
  line('M400 440V270', '#356532', 6, 'opacity=".6"') +
  path('M290 470h220l-32 150q-2 10-14 10H336q-12 0-14-10z', 'url(#m)') +
  rect(274, 440, 252, 44, 14, 'url(#d)') +
  path('M330 540h140', 'none', `stroke="#fff" stroke-width="8" opacity=".5"`);

const candle: Drawing = (p) =>
  circle(400, 250, 120, '#ffd66b', 'opacity=".3"') +
  shadow(400, 620, 150) +
  rect(288, 320, 224, 290, 34, '#fff', `opacity=".6" stroke="#fff" stroke-width="6"`) +
  rect(300, 392, 200, 206, 24, 'url(#m)') +
  ellipse(400, 394, 100, 16, p.light) +
  rect(322, 468, 156, 86, 12, '#fff', 'opacity=".9"') +
  rect(346, 490, 108, 12, 6, p.dark) +
  rect(366, 516, 68, 10, 5, p.main) +
  line('M400 392v-40', '#3a3f4b', 6) +
  path('M400 270c30 40 26 76 0 84c-26-8-30-44 0-84z', '#ff9f43') +
  path('M400 304c12 18 10 36 0 40c-10-4-12-22 0-40z', '#fff6c9');

const pills: Drawing = (p) =>
  shadow(430, 630, 220) +
  rect(318, 190, 164, 86, 16, p.dark) +
  line('M340 200v66M370 200v66M400 200v66M430 200v66M460 200v66', '#fff', 4, 'opacity=".25"') +
  rect(290, 268, 220, 352, 46, '#fff', `stroke="${p.dark}" stroke-opacity=".12" stroke-width="4"`) +
  rect(290, 360, 220, 180, 0, 'url(#m)') +
  path('M385 410h30v30h30v30h-30v30h-30v-30h-30v-30h30z', '#fff') +
  `<g transform="rotate(-30 590 560)">${rect(540, 540, 100, 40, 20, p.accent)}${rect(540, 540, 50, 40, 20, '#fff')}</g>` +
  ellipse(520, 610, 26, 14, '#fff', `stroke="${p.dark}" stroke-opacity=".15" stroke-width="3"`);

const dumbbell: Drawing = () =>
  shadow(400, 588, 270) +
  rect(280, 416, 240, 36, 12, '#9aa3b2') +
  rect(280, 416, 240, 12, 6, '#fff', 'opacity=".4"') +
  rect(150, 370, 56, 128, 16, 'url(#d)') +
  rect(200, 330, 84, 208, 20, 'url(#m)') +
  rect(516, 330, 84, 208, 20, 'url(#m)') +
  rect(594, 370, 56, 128, 16, 'url(#d)') +
  rect(216, 350, 14, 168, 7, '#fff', 'opacity=".3"') +
  rect(532, 350, 14, 168, 7, '#fff', 'opacity=".3"');

const yogaMat: Drawing = (p) =>
  shadow(400, 600, 280) +
  path('M120 560l90-60h420l-90 60z', p.light, 'opacity=".7"') +
  rect(220, 330, 340, 240, 0, 'url(#m)') +
  ellipse(220, 450, 60, 120, 'url(#d)') +
  ellipse(560, 450, 60, 120, p.light) +
  path(
    'M560 450m-16 0a16 30 0 1 1 32 0a32 62 0 1 1-64 0a46 90 0 1 1 92 0',
    'none',
    `stroke="${p.dark}" stroke-width="6" opacity=".5"`,
  ) +
  rect(300, 330, 30, 240, 0, p.dark, 'opacity=".55"') +
  rect(440, 330, 30, 240, 0, p.dark, 'opacity=".55"') +
  rect(230, 350, 330, 20, 10, '#fff', 'opacity=".25"');

const creamJar: Drawing = (p) =>
  shadow(420, 618, 240) +
  path('M600 330c40 60 40 110 0 120c-40-10-40-60 0-120z', p.light) +
  rect(262, 330, 276, 92, 22, 'url(#d)') +
  rect(272, 412, 256, 196, 36, 'url(#m)') +
  rect(272, 464, 256, 84, 0, '#fff', 'opacity=".85"') +
  path('M400 530c-40-10-50-40-30-60c20 0 40 20 30 60z', p.main) +
  path('M400 530c10-30 30-44 56-40c0 26-26 42-56 40z', p.dark) +
  rect(290, 346, 20, 60, 10, '#fff', 'opacity=".3"');

export const familyDrawings = { mug, cushion, plant, candle };
export const healthDrawings = { pills, dumbbell, yogaMat, creamJar };
