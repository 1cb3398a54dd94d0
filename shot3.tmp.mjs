import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const c = await b.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
await c.addCookies([{ name: 'lang', value: process.argv[2] ?? 'tr', url: 'http://localhost:3297' }]);
const p = await c.newPage();
await p.goto('http://localhost:3297/home', { waitUntil: 'networkidle' });
await p.screenshot({ path: '/tmp/shot-tr.png', clip: { x: 0, y: 0, width: 375, height: 420 } });
await b.close();
