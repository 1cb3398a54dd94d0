import type { Drawing } from './drawing.js';
import { circle, line, path, rect, shadow } from './shapes.js';

const hanger = line('M400 196v-34c0-22 34-22 34-4M400 196L300 232M400 196l100 36', '#8a8f9c', 6);
const folds = (d: string, colour: string) => line(d, colour, 4, 'opacity=".3"');

const tee: Drawing = (p) =>
  shadow(400, 640, 180) +
  hanger +
  path('M300 222l60-22q40 40 80 0l60 22 100 80-46 70-44-30v268H290V342l-44 30-46-70z', 'url(#m)') +
  line('M360 200q40 52 80 0', p.dark, 10) +
  path('M200 302l46 70 10-7-46-70z', p.dark, 'opacity=".35"') +
  path('M600 302l-46 70-10-7 46-70z', p.dark, 'opacity=".35"') +
  rect(436, 300, 48, 54, 6, 'none', `stroke="${p.dark}" stroke-width="4" opacity=".4"`) +
  folds('M330 420q20 80 0 170M470 430q-16 80 0 160', p.dark);

const sweaterBody = 'M300 222l60-22q40 34 80 0l60 22 90 80 50 258-50 15-60-215-10 250H280l-10-250-60 215-50-15 50-258z';

const sweater: Drawing = (p) =>
  shadow(400, 640, 220) +
  `<defs><pattern id="k" width="40" height="28" patternUnits="userSpaceOnUse">${line('M4 6l16 16 16-16', '#fff', 5, 'opacity=".6"')}</pattern></defs>` +
  path(sweaterBody, 'url(#m)') +
  rect(280, 380, 240, 56, 0, 'url(#k)') +
  line('M360 200q40 40 80 0', p.dark, 14) +
  rect(278, 580, 244, 30, 8, p.dark) +
  path('M160 560l50 15 8-26-50-15zM640 560l-50 15-8-26 50-15z', p.dark) +
  folds('M340 460q16 50 0 110M460 460q-16 50 0 110', p.dark);

const trousers: Drawing = (p) =>
  shadow(400, 636, 180) +
  path('M290 200h220l34 420H432l-32-290-32 290H256z', 'url(#m)') +
  rect(290, 200, 220, 38, 6, 'url(#d)') +
  [312, 360, 440, 488].map((x) => rect(x, 196, 10, 46, 4, p.dark)).join('') +
  line('M300 244q40 10 56 60M500 244q-40 10-56 60', p.dark, 5, 'opacity=".45"') +
  circle(400, 219, 7, '#d9dde6') +
  folds('M330 300l-20 300M470 300l20 300', '#fff');

const jacket: Drawing = (p) =>
  shadow(400, 640, 220) +
  path(sweaterBody, 'url(#m)') +
  path('M350 204l50 60 50-60 20 14-70 80-70-80z', p.dark) +
  line('M400 268v320', '#e9ecf2', 6) +
  rect(278, 576, 244, 36, 10, p.dark) +
  path('M160 560l50 15 8-26-50-15zM640 560l-50 15-8-26 50-15z', p.dark) +
  line('M310 440l40 50M490 440l-40 50', p.dark, 6, 'opacity=".55"') +
  circle(320, 330, 10, p.accent);

const dress: Drawing = (p) =>
  shadow(400, 650, 210) +
  line('M350 200l-6-14M450 200l6-14', p.dark, 8) +
  path('M340 200q60 40 120 0l14 130H326z', 'url(#d)') +
  path('M326 330h148l120 290q-194 40-388 0z', 'url(#m)') +
  rect(320, 318, 160, 26, 8, p.accent) +
  folds('M360 350l-60 270M400 350v278M440 350l60 270', p.dark) +
  path('M206 620q194 40 388 0l-4-18q-190 36-380 0z', p.dark, 'opacity=".35"');

const skirt: Drawing = (p) =>
  shadow(400, 600, 220) +
  path('M300 270h200l110 310q-210 40-420 0z', 'url(#m)') +
  folds('M340 280l-60 310M380 280l-30 320M420 280l30 320M460 280l60 310', p.dark) +
  rect(296, 234, 208, 46, 12, 'url(#d)') +
  circle(400, 257, 12, p.accent) +
  path('M190 580q210 40 420 0', 'none', `stroke="#fff" stroke-width="8" opacity=".6"`);

const blouse: Drawing = (p) =>
  shadow(400, 626, 190) +
  path('M310 220l55-15 35 65 35-65 55 15 90 70-40 70-40-30 5 270q-105 20-210 0l5-270-40 30-40-70z', 'url(#m)') +
  circle(246, 330, 52, p.light, 'opacity=".6"') +
  circle(554, 330, 52, p.light, 'opacity=".6"') +
  [310, 370, 430, 490, 550].map((y) => circle(400, y, 8, '#fff')).join('') +
  path('M400 270l-46-30v56zM400 270l46-30v56z', p.accent) +
  circle(400, 270, 12, p.accent);

const coat: Drawing = (p) =>
  shadow(400, 660, 220) +
  path('M300 200l60-10 40 60 40-60 60 10 80 80 30 320-50 10-30-260 10 300H260l10-300-30 260-50-10 30-320z', 'url(#m)') +
  path('M360 190l40 60-20 90-50-110zM440 190l-40 60 20 90 50-110z', p.dark) +
  rect(268, 420, 264, 28, 4, p.dark) +
  rect(384, 414, 32, 40, 6, 'none', `stroke="${p.accent}" stroke-width="6"`) +
  [470, 540].map((y) => circle(360, y, 10, p.dark) + circle(440, y, 10, p.dark)).join('') +
  folds('M300 460l-10 170M500 460l10 170', '#fff');

export const menswearDrawings = { tee, sweater, trousers, jacket };
export const womenswearDrawings = { dress, skirt, blouse, coat };
