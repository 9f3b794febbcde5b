// Presentation mode, for a projector: the demo page's `&present=1` opens the
// visualizer filling a 1920×1080 screen with its description in type of 24 px
// or more; `?` shows the sheet of shortcuts, Escape closes it and then leaves;
// "Copy link" copies the step shown; Space plays even after a click on Step.
// Run with `npm run build && node --test tests/e2e/presentation.test.mjs`.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { screenshot, startSite } from './harness.mjs';

const STEP = 22;

let site;
before(async () => {
  site = await startSite();
});
after(async () => {
  await site?.close();
});

/**
 * The demo page's visualizer at `path`, in a context allowed the clipboard.
 * @param {string} path
 * @param {{ width: number, height: number }} viewport
 * @param {string} [scheme]
 */
async function openVisualizer(path, viewport, scheme = 'light') {
  const opened = await site.open(path, {
    viewport,
    colorScheme: scheme,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  await opened.page.waitForFunction(
    (step) => /** @type {any} */ (document.querySelector('#visualizer'))?.step === step,
    STEP,
  );
  return opened;
}

test('&present=1 fills a 1920×1080 screen, the description in large type', async (t) => {
  const { page, context, problems } = await openVisualizer(`/index.html?watch=knuth&step=${STEP}&present=1`, {
    width: 1920,
    height: 1080,
  });
  t.after(async () => {
    assert.deepEqual(problems, [], 'no console errors');
    await context.close();
  });
  const visualizer = page.locator('#visualizer');
  const frame = visualizer.locator('.dlx-vis');
  assert.equal(await frame.getAttribute('data-presenting'), '');
  const box = await frame.boundingBox();
  assert.deepEqual(box && [box.x, box.y, box.width, box.height], [0, 0, 1920, 1080], 'the frame fills the screen');
  const size = await visualizer.locator('.dv-describe').evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
  assert.ok(size >= 24, `the description is ${size} px`);
  const views = await frame.evaluate((root) =>
    [...root.querySelectorAll('[data-panel]')]
      .filter((e) => e instanceof HTMLElement && e.offsetParent !== null && e.tagName === 'SECTION')
      .map((e) => /** @type {HTMLElement} */ (e).dataset.panel),
  );
  assert.deepEqual(views, ['matrix', 'links'], 'the matrix and the links; the tree, stack and counters wait');
  const matrix = await visualizer.locator('[data-panel="matrix"]').boundingBox();
  assert.ok(matrix && matrix.width > 850, `the matrix fills half the screen (${matrix?.width} px)`);
  assert.equal(await visualizer.locator('button[data-projector="present"]').getAttribute('aria-pressed'), 'true');
  await screenshot(page, 'presentation-1920', {});
  await panelsFill(page, { width: 1920, height: 1080 });

  // The sheet of shortcuts, then Escape twice: the sheet closes, then the mode ends.
  await frame.focus();
  await page.keyboard.press('?');
  const sheet = visualizer.locator('.dv-keys-sheet');
  assert.ok(await sheet.isVisible());
  const keys = await sheet.locator('dt').allTextContents();
  for (const key of ['Space', 'Shift + → / ←', 'Ctrl + Shift + → / ←', 'Home / End', 'S', 'P', '?', 'Escape']) {
    assert.ok(keys.includes(key), `the sheet lists ${key}: ${keys.join(', ')}`);
  }
  const sheetSize = await sheet
    .locator('dd')
    .first()
    .evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
  assert.ok(sheetSize >= 24, `the sheet is readable from the back (${sheetSize} px)`);
  await screenshot(page, 'presentation-keys-1920', {});
  await page.keyboard.press('Escape');
  assert.ok(!(await sheet.isVisible()), 'Escape closes the sheet');
  assert.equal(await frame.getAttribute('data-presenting'), '', 'and only the sheet');
  await page.keyboard.press('Escape');
  assert.equal(await frame.getAttribute('data-presenting'), null, 'the second Escape leaves');
  assert.equal(await visualizer.getAttribute('present'), null, 'the attribute follows');
  await page.waitForFunction(() => !new URL(location.href).searchParams.has('present'));
  assert.equal(await visualizer.evaluate((e) => /** @type {any} */ (e).step), STEP, 'at the same step');
  // P comes back into it.
  await page.keyboard.press('p');
  assert.equal(await frame.getAttribute('data-presenting'), '');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('present') === '1');
});

/**
 * The chosen item's purple in the panel's drawing: where it is on the screen, and
 * the drawing's size there, measured as the canvas is drawn (through any zoom).
 * @param {import('playwright-core').Page} page
 * @param {string} panel
 */
function chosenSpot(page, panel) {
  return page.locator(`#visualizer section[data-panel="${panel}"]`).evaluate((section, name) => {
    for (const canvas of section.querySelectorAll('canvas')) {
      if (!canvas.width || canvas.offsetParent === null) continue;
      const { data, width, height } = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d')).getImageData(
        0,
        0,
        canvas.width,
        canvas.height,
      );
      let [x, y, n] = [0, 0, 0];
      for (let i = 0; i < data.length; i += 4) {
        if (data[i] > 120 && data[i + 2] > 120 && data[i + 1] < 0.65 * Math.min(data[i], data[i + 2])) {
          [x, y, n] = [x + ((i / 4) % width), y + Math.floor(i / 4 / width), n + 1];
        }
      }
      if (!n) continue;
      const box = canvas.getBoundingClientRect();
      const scroller = /** @type {HTMLElement} */ (canvas.closest('.dv-links-scroll') ?? canvas.parentElement);
      return {
        x: box.x + ((x / n) * box.width) / width,
        y: box.y + ((y / n) * box.height) / height,
        box: [box.width, box.height],
        sharp: width / box.width,
        whole: scroller.scrollWidth <= scroller.clientWidth,
      };
    }
    throw new Error(`no chosen item drawn in the ${name}`);
  }, panel);
}

/**
 * In presentation mode the matrix and the links fill their halves: labels of 20 px
 * or more on 1920×1080, the links diagram whole, drawn sharp, and a pointer on the
 * chosen item names that item.
 * @param {import('playwright-core').Page} page
 * @param {{ width: number, height: number }} viewport
 */
async function panelsFill(page, viewport) {
  const [matrix, links] = await Promise.all(
    ['matrix', 'links'].map((name) => page.locator(`#visualizer section[data-panel="${name}"]`).boundingBox()),
  );
  assert.ok(matrix && links, 'both panels shown');
  const used = (matrix.width + links.width) / viewport.width;
  assert.ok(used > 0.9, `the two panels use ${Math.round(used * 100)}% of the width`);
  assert.ok(links.x + links.width <= viewport.width, 'the links panel within the screen');
  const zoom = await page
    .locator('#visualizer section[data-panel="matrix"]')
    .evaluate((e) => /** @type {any} */ (e).currentCSSZoom);
  const big = viewport.width >= 1920;
  // The matrix draws its labels in 11 px type, before the zoom.
  if (big) assert.ok(11 * zoom >= 20, `the matrix labels are ${11 * zoom} px`);
  for (const [panel, says] of /** @type {const} */ ([
    ['matrix', 'column b'],
    ['links', 'Item b'],
  ])) {
    const spot = await chosenSpot(page, panel);
    assert.ok(spot.whole, `${panel}: the drawing is whole, no scrolling sideways`);
    assert.ok(spot.sharp >= 0.99, `${panel}: ${spot.sharp} canvas pixels to a screen pixel, blurred`);
    if (big) assert.ok(spot.box[1] >= 360, `${panel}: the drawing is ${spot.box.join('×')} px`);
    await page.mouse.move(spot.x, spot.y);
    const words = page.locator(`#visualizer section[data-panel="${panel}"]`).getByText(says);
    await words.first().waitFor({ timeout: 5000 });
  }
}

test('at 1280×900 the links diagram is whole beside the matrix, dark or light', async (t) => {
  for (const scheme of ['light', 'dark']) {
    const { page, context, problems } = await openVisualizer(
      `/index.html?watch=knuth&step=${STEP}&present=1`,
      { width: 1280, height: 900 },
      scheme,
    );
    t.after(() => context.close());
    await panelsFill(page, { width: 1280, height: 900 });
    await page.mouse.move(0, 0);
    await screenshot(page, `presentation-1280-${scheme}`, {});
    assert.deepEqual(problems, [], 'no console errors');
    // Given back before the next scheme's page opens: that is this page made fresh (page-pool.mjs), not a new context.
    await context.close();
  }
});

test('Copy link copies this step, and the link opens it', async (t) => {
  const { page, context, problems } = await openVisualizer(`/index.html?watch=knuth&step=${STEP}&rule=weighed`, {
    width: 1280,
    height: 900,
  });
  t.after(async () => {
    assert.deepEqual(problems, [], 'no console errors');
    await context.close();
  });
  const visualizer = page.locator('#visualizer');
  await visualizer.evaluate((e) => /** @type {any} */ (e).seek(30));
  await visualizer.locator('button[data-projector="copy-link"]').click();
  await visualizer.locator('.dv-copy-status', { hasText: 'Link copied.' }).waitFor();
  const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
  assert.equal(link.searchParams.get('watch'), 'knuth');
  assert.equal(link.searchParams.get('step'), '30');
  assert.equal(link.searchParams.get('rule'), 'weighed');
  assert.equal(link.searchParams.has('present'), false);
  const words = await visualizer.locator('.dv-describe').textContent();
  await page.goto(link.href);
  await page.waitForFunction(() => /** @type {any} */ (document.querySelector('#visualizer'))?.step === 30);
  assert.equal(await visualizer.locator('.dv-describe').textContent(), words, 'the link opens the same step');
});

test('Space plays after a click on Step, and pauses again', async (t) => {
  const { page, context, problems } = await openVisualizer(`/index.html?watch=knuth&step=${STEP}`, {
    width: 1280,
    height: 900,
  });
  t.after(async () => {
    assert.deepEqual(problems, [], 'no console errors');
    await context.close();
  });
  const visualizer = page.locator('#visualizer');
  await visualizer.locator('.dv-controls button[data-action="forward"]').click();
  assert.equal(await visualizer.evaluate((e) => /** @type {any} */ (e).step), STEP + 1);
  const focused = await page.evaluate(() =>
    document.querySelector('#visualizer')?.shadowRoot?.activeElement?.getAttribute('data-action'),
  );
  assert.equal(focused, 'forward', 'Step keeps the focus');
  await page.keyboard.press('Space');
  const frame = visualizer.locator('.dlx-vis');
  await frame.and(page.locator('[data-playing="true"]')).waitFor();
  await page.keyboard.press('Space');
  await frame.and(page.locator('[data-playing="false"]')).waitFor();
  // Enter still presses the button it is on.
  const before = await visualizer.evaluate((e) => /** @type {any} */ (e).step);
  await page.keyboard.press('Enter');
  assert.equal(await visualizer.evaluate((e) => /** @type {any} */ (e).step), before + 1);
});

test('on a projector the Sudoku grid and a board fill their half of the screen', async (t) => {
  for (const [link, step, figure, most] of /** @type {const} */ ([
    ['sudoku9', 200, '.dv-grid canvas', 'presentation-sudoku-1920'],
    ['queens 8', 60, '.dv-board canvas', 'presentation-queens-1920'],
  ])) {
    const { page, context, problems } = await site.open(
      `/index.html?watch=${encodeURIComponent(link)}&step=${step}&present=1`,
      { viewport: { width: 1920, height: 1080 } },
    );
    t.after(() => context.close());
    await page.waitForFunction((s) => /** @type {any} */ (document.querySelector('#visualizer'))?.step === s, step);
    const visualizer = page.locator('#visualizer');
    const box = await visualizer.locator(figure).boundingBox();
    assert.ok(box && box.width >= 600 && box.height >= 600, `${link}: ${box?.width}×${box?.height} px`);
    const matrix = await visualizer.locator('[data-panel="matrix"]').boundingBox();
    assert.ok(matrix && box && matrix.x + matrix.width <= box.x, `${link}: the matrix beside it, on the left`);
    await screenshot(page, most, {});
    assert.deepEqual(problems, [], 'no console errors');
  }
});
