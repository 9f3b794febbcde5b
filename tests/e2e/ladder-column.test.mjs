// The race in a documentation column: ladder mode in a 640 px container
// (and VitePress's 688 px) stacks the race over the move-by-move board, as
// on a phone, because the element's own width decides, not the window's.
// After a race and a few moves, nothing reaches past the element's right
// edge, nothing inside scrolls sideways and the page does not either; all
// 81 squares of the board show. Screenshots in
// test-results/ladder-column-*.png, light and dark.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { screenshot, startSite } from './harness.mjs';

const EASY = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';

/** @type {Awaited<ReturnType<typeof startSite>>} */
let site;
before(async () => {
  site = await startSite();
});
after(async () => {
  await site?.close();
});

/** @param {number} width the column's width in px */
function columnPage(width) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>The race in a column</title>
<link rel="icon" href="data:,"><script type="module" src="/www/sudoku-dlx/index.js"></script></head>
<body style="margin: 0; font-family: system-ui"><main style="width: ${width}px; margin: 0 auto">
<sudoku-dlx id="ladder" mode="ladder" puzzle="${EASY}"></sudoku-dlx></main></body></html>`;
}

/**
 * What spills out of the element: anything past its right edge (by how
 * many px), any box inside that scrolls sideways, and the page's own
 * sideways scroll; and the board's squares that show whole.
 * @param {import('playwright-core').Page} page
 */
function spills(page) {
  return page.evaluate(() => {
    const host = /** @type {HTMLElement} */ (document.getElementById('ladder'));
    const edge = host.getBoundingClientRect().right + 0.5;
    /** @type {string[]} */
    const found = [];
    const walk = (/** @type {ParentNode} */ node) => {
      for (const child of node.children) {
        const box = child.getBoundingClientRect();
        const name = `${child.tagName.toLowerCase()}.${child.className}`;
        if (box.width > 0 && box.right > edge) {
          found.push(`${name} ends ${Math.round(box.right - edge)} px past the edge`);
        }
        if (child.scrollWidth > child.clientWidth + 1 && getComputedStyle(child).overflowX !== 'visible') {
          found.push(`${name} scrolls sideways`);
        }
        walk(child);
      }
    };
    walk(/** @type {ShadowRoot} */ (host.shadowRoot));
    if (document.documentElement.scrollWidth > window.innerWidth) found.push('the page scrolls sideways');
    const board = /** @type {HTMLElement} */ (host.shadowRoot?.querySelector('.board'));
    const frame = board.getBoundingClientRect();
    const whole = [...board.children].filter((square) => {
      const box = square.getBoundingClientRect();
      return box.width > 10 && box.left >= frame.left - 0.5 && box.right <= Math.min(frame.right, edge) + 0.5;
    }).length;
    return { found, whole };
  });
}

for (const width of [640, 688]) {
  for (const colorScheme of /** @type {const} */ (['light', 'dark'])) {
    test(`the race and its board fit a ${width} px column (${colorScheme})`, async (t) => {
      const { page, context, problems } = await site.openScratch(columnPage(width), {
        viewport: { width: 1280, height: 900 },
        colorScheme,
      });
      t.after(() => context.close());
      const ladder = page.locator('#ladder');
      await ladder.locator('.race').click();
      await ladder.locator('.lane[data-rung="dlx"][data-state="solved"]').waitFor({ timeout: 60_000 });
      for (let i = 0; i < 5; i += 1) await ladder.locator('.forward').click();
      await ladder.locator('.move').filter({ hasText: /\S/ }).waitFor();
      const race = await ladder.locator('.race-part').boundingBox();
      const board = await ladder.locator('.animation-part').boundingBox();
      assert.ok(race && board && board.y >= race.y + race.height, 'the board under the race');
      assert.deepEqual(await spills(page), { found: [], whole: 81 });
      await screenshot(ladder, `ladder-column-${width}-${colorScheme}`);
      assert.deepEqual(problems, []);
    });
  }
}
