// Renders the site's icons (www/demo/icons/*.png) from its one drawing,
// icon.svg, in headless Debian Chromium: the icon at 192 and 512 px on a
// transparent ground, and the full-bleed versions (a maskable 512 px icon
// for Android, a 180 px one for iOS, which rounds its own corners) with the
// drawing at 80 % on a ground of its own blue, inside the safe zone that a
// launcher's mask keeps. It also draws docs/app-icons.png, the icons as a
// person sees them: on light and dark ground, and the maskable one cut as
// a circle and a rounded square, as Android's launchers cut it. Run it
// after changing icon.svg and commit the PNGs:
//
//   node scripts/icons.mjs

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { launchBrowser, ROOT } from '../tests/e2e/harness.mjs';

const ICONS = join(ROOT, 'www/demo/icons');
/** The blue of the drawing's ground (icon.svg's first rect). */
const GROUND = '#1d4ed8';

const RENDERS = [
  { file: 'icon-192.png', size: 192, bleed: false },
  { file: 'icon-512.png', size: 512, bleed: false },
  { file: 'icon-maskable-512.png', size: 512, bleed: true },
  { file: 'apple-touch-icon.png', size: 180, bleed: true },
];

const svg = await readFile(join(ICONS, 'icon.svg'), 'utf8');

/** docs/app-icons.png: the rendered icons side by side, as launchers show them. */
async function drawSheet() {
  const png = async (/** @type {string} */ file) =>
    `data:image/png;base64,${(await readFile(join(ICONS, file))).toString('base64')}`;
  const [icon, maskable] = [await png('icon-192.png'), await png('icon-maskable-512.png')];
  const cell = (ground, src, radius) =>
    `<div style="background:${ground};padding:24px"><img src="${src}" width="128" height="128" style="display:block;border-radius:${radius}"></div>`;
  const page = await browser.newPage({ viewport: { width: 704, height: 176 } });
  await page.setContent(
    `<body style="margin:0;display:flex">${cell('#f3f4f6', icon, '0')}${cell('#161b22', icon, '0')}` +
      `${cell('#f3f4f6', maskable, '50%')}${cell('#161b22', maskable, '28%')}</body>`,
  );
  await page.screenshot({ path: join(ROOT, 'docs/app-icons.png') });
  await page.close();
  console.log('wrote docs/app-icons.png');
}
const browser = await launchBrowser();
try {
  for (const { file, size, bleed } of RENDERS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const drawing = bleed ? Math.round(size * 0.8) : size;
    const ground = bleed ? GROUND : 'transparent';
    await page.setContent(
      `<body style="margin:0;display:grid;place-items:center;width:${size}px;height:${size}px;background:${ground}">` +
        `<img width="${drawing}" height="${drawing}" src="data:image/svg+xml,${encodeURIComponent(svg)}"></body>`,
    );
    await page.locator('img').evaluate((img) => /** @type {HTMLImageElement} */ (img).decode());
    await page.screenshot({ path: join(ICONS, file), omitBackground: !bleed });
    await page.close();
    console.log(`wrote www/demo/icons/${file}`);
  }
  await drawSheet();
} finally {
  await browser.close();
}
