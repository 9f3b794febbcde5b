// The other views follow the search too, in headless Chromium at 375×800:
// the links view of a 4×4 Sudoku, wider than a phone, scrolls sideways to
// the columns of what each of 20 random steps touches (beside the options'
// names, which stay at the left edge), until the reader scrolls it by hand;
// and on a phone the description sticks to the top of the screen while the
// views scroll under it.
// Run with `npm run build && node --test tests/e2e/follow-views.test.mjs`.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadStepperEngine } from '../../www/sudoku-dlx/engine/load.js';
import { screenshot } from './harness.mjs';
import { HARD, SMALL, visualizerSite } from './visualizer-page.mjs';

const engine = await loadStepperEngine();
const PHONE = { width: 375, height: 800 };

const { openVisualizer } = visualizerSite();

/** A page on a phone with the visualizer of `source` as `window.vis`. */
function open(t, source) {
  return openVisualizer(t, source, { viewport: PHONE });
}

/** 20 steps spread over the search, from a fixed seed so a failure repeats. */
function randomSteps(total) {
  let seed = 21;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: 20 }, () => 1 + Math.floor(next() * (total - 1)));
}

/** The links view's scroller and geometry, and what the step touches. */
function linksNow(page) {
  return page.evaluate(() => {
    const scroller = /** @type {HTMLElement} */ (document.querySelector('.dv-links-scroll'));
    const canvas = /** @type {HTMLCanvasElement} */ (scroller.querySelector('canvas:not(.dv-links-labels)'));
    const { matrix } = window.vis.inspect();
    return {
      at: scroller.scrollLeft,
      width: scroller.clientWidth,
      scrollWidth: scroller.scrollWidth,
      geometry: JSON.parse(canvas.dataset.geometry ?? '{}'),
      touched: matrix.touched,
    };
  });
}

test("on a phone, the 4×4's links view scrolls sideways to the columns each step touches", async (t) => {
  const { page, problems } = await open(t, { puzzle: SMALL });
  const stepper = new engine.Stepper(SMALL);
  t.after(() => stepper.free());
  const total = await page.evaluate(async () => {
    await window.vis.jumpToEnd();
    return window.vis.totalSteps;
  });
  const first = await linksNow(page);
  assert.ok(first.scrollWidth > first.width + 100, 'the links view is wider than the phone');
  let moved = 0;
  let previous = first.at;
  for (const step of randomSteps(total)) {
    await page.evaluate((step) => window.vis.seek(step), step);
    const { at, width, geometry, touched } = await linksNow(page);
    const { left, dx, labelW } = geometry;
    const items = [...touched.items, ...touched.options.flatMap((o) => Array.from(stepper.optionItems(o)))];
    if (items.length === 0) continue;
    const [shownFrom, shownTo] = [at + labelW + 4, at + width];
    // The item the event is about is always in sight…
    for (const item of touched.items) {
      const x = left + (item + 1) * dx;
      assert.ok(x - dx / 2 >= shownFrom - 0.5 && x + dx / 2 <= shownTo + 0.5, `step ${step}: item ${item} at ${x}`);
    }
    if (touched.items.length > 0 && touched.options.length > 0) continue;
    // …and the columns of the option a select or deselect names.
    const from = Math.min(...items.map((i) => left + (i + 1) * dx - dx / 2));
    const to = Math.max(...items.map((i) => left + (i + 1) * dx + dx / 2));
    // What fits is shown whole; a wider span from its start.
    assert.ok(from >= shownFrom - 0.5, `step ${step}: columns from ${from} shown from ${shownFrom}`);
    if (to - from <= shownTo - shownFrom) {
      assert.ok(to <= shownTo + 0.5, `step ${step}: columns to ${to}, shown to ${shownTo}`);
    }
    if (at !== previous) moved += 1;
    previous = at;
  }
  assert.ok(moved >= 3, `the view scrolled on ${moved} of 20 seeks`);
  // A hand on the scroller stops following.
  await page.locator('.dv-links-scroll').hover();
  await page.mouse.wheel(-400, 0);
  await page.waitForTimeout(100);
  const held = (await linksNow(page)).at;
  for (const step of randomSteps(total).slice(0, 5)) await page.evaluate((step) => window.vis.seek(step), step);
  assert.equal((await linksNow(page)).at, held, 'scrolled by hand, the view stays where the reader put it');
  // Its Follow button says so, and turns following back on at the step shown.
  const follow = page.locator('.dv-links .dv-follow');
  assert.equal(await follow.getAttribute('aria-pressed'), 'false');
  await page.evaluate(() => window.vis.seek(1));
  await page.locator('.dv-links-scroll').evaluate((element) => (element.scrollLeft = element.scrollWidth));
  await follow.click();
  assert.equal(await follow.getAttribute('aria-pressed'), 'true');
  const back = await linksNow(page);
  const item = back.touched.items[0];
  const x = back.geometry.left + (item + 1) * back.geometry.dx;
  assert.ok(
    x - back.geometry.dx / 2 >= back.at + back.geometry.labelW + 4 - 0.5 &&
      x + back.geometry.dx / 2 <= back.at + back.width + 0.5,
    `at once, step 1's item ${item} at ${x} is in sight (${back.at}, ${back.width} wide)`,
  );
  assert.deepEqual(problems, []);
});

test("on a phone, the links view's keyboard cursor stays on screen, below the sticky description", async (t) => {
  const { page, problems } = await open(t, { puzzle: SMALL });
  await page.evaluate(() => window.vis.seek(30));
  await page.locator('.dv-links-scroll').focus();
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('ArrowDown');
    if (i % 8 !== 7) continue;
    const seen = await page.evaluate(() => {
      const canvas = /** @type {HTMLElement} */ (
        document.querySelector('.dv-links-scroll canvas:not(.dv-links-labels)')
      );
      const { firstRow, dy } = JSON.parse(canvas.dataset.geometry ?? '{}');
      const { inspected } = /** @type {{ inspected: { option: number } }} */ (window.vis.inspect().linksView);
      const y = canvas.getBoundingClientRect().top + firstRow + inspected.option * dy;
      const words = document.querySelector('.dv-words')?.getBoundingClientRect().bottom ?? 0;
      return { y, words, height: window.innerHeight, option: inspected.option };
    });
    assert.ok(
      seen.y > seen.words && seen.y < seen.height,
      `option ${seen.option} at ${seen.y}, between ${seen.words} and ${seen.height}`,
    );
  }
  assert.deepEqual(problems, []);
});

test('on a phone, the description stays on screen while the views scroll under it', async (t) => {
  const { page, problems } = await open(t, { puzzle: HARD });
  await page.evaluate(() => window.vis.seek(40));
  for (const panel of ['.dv-matrix-scroll, .dv-mx-scroll', '.dv-tree-frame']) {
    await page.evaluate((selector) => {
      const target = document.querySelector(selector);
      const y = (target?.getBoundingClientRect().top ?? 0) + window.scrollY - 200;
      window.scrollTo(0, y);
    }, panel);
    const box = await page.evaluate(() => {
      const words = /** @type {HTMLElement} */ (document.querySelector('.dv-words'));
      const rect = words.getBoundingClientRect();
      return { top: rect.top, bottom: rect.bottom, text: words.textContent, scrollY: window.scrollY };
    });
    assert.ok(box.scrollY > 300, `${panel}: the page is scrolled (${box.scrollY})`);
    assert.ok(box.top >= -0.5 && box.top <= 1, `${panel}: the description sits at the top (${box.top})`);
    assert.ok(box.bottom < 200, `${panel}: it takes ${box.bottom}px, leaving the view room`);
    assert.match(box.text ?? '', /In Knuth's book: X\d/);
  }
  await screenshot(page, 'sticky-description-375');
  assert.deepEqual(problems, []);
});

test('pentominoes: the links view says it cannot draw them and offers the matrix, which shows them', async (t) => {
  const { page, problems } = await open(t, { problem: 'pentominoes 3x20' });
  await page.evaluate(() => window.vis.seek(300));
  const note = page.locator('[data-panel="links"] .dv-muted, .dv-links-section .dv-muted').first();
  assert.match((await note.textContent()) ?? '', /This one has 72 items, 1,236 options/);
  await note.locator('button', { hasText: 'Show the matrix' }).click();
  await page.waitForFunction(() => {
    const scroller = document.querySelector('.dv-mx-scroll');
    if (!scroller) return false;
    const top = scroller.getBoundingClientRect().top;
    return document.activeElement === scroller && top >= 0 && top < window.innerHeight;
  });
  const { matrix } = await page.evaluate(() => window.vis.inspect());
  assert.ok(matrix.places.items.length + matrix.places.options.length > 0, 'the matrix shows what the step touches');
  // The full matrix is a picture of 1,236 rows on a phone: it says so, and which mode names them.
  await page.locator('.dv-mx-toggle button', { hasText: 'Full matrix' }).click();
  assert.match(
    (await page.locator('.dv-mx-shown').textContent()) ?? '',
    /^All 72 items × 1,236 options; .* Too many to name: hover or tap for names, or see Active only\.$/,
  );
  const fits = await page.locator('.dv-mx-shown').evaluate((line) => line.scrollHeight <= line.clientHeight + 1);
  assert.ok(fits, 'the whole line shows in its box');
  assert.deepEqual(problems, []);
});
