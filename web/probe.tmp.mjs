import { chromium } from 'playwright-core';
const url = process.argv[2];
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--headless'] });
const p = await b.newPage();
p.on('response', r => { if (r.status() >= 400) console.log('bad', r.status(), r.url()); });
p.on('console', m => console.log('console', m.type(), m.text()));
await p.goto(url, { waitUntil: 'networkidle' });
console.log(await p.evaluate(() => document.documentElement.getAttribute('data-islands')));
await b.close();
