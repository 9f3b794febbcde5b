// Your own Sudoku in the visualizer and links to a step, as people use them:
// "Watch the search" on the demo page and between two embedded elements, a
// Sudoku typed into the visualizer's own form, the page's puzzle kept in the
// problem picker, and the demo page's address carrying the problem and step.
// Run with `npm run build && node --test tests/e2e/own-puzzle.test.mjs`.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { loadStepperEngine } from '../../www/sudoku-dlx/engine/load.js';
import { pressTool, startSite } from './harness.mjs';

const EASY = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
// Not one of the visualizer's presets.
const MINE = '.5..83.17...1..4..3.4..56.8....3...9.9.8245....6....7...9....5...729..861.36.72.4';

let site;
before(async () => {
  site = await startSite();
});
after(async () => {
  await site?.close();
});

async function open(t, path, options) {
  const { page, context, problems } = await site.open(path, options);
  let open = true;
  const close = async () => {
    if (!open) return;
    open = false;
    assert.deepEqual(problems, [], 'no console errors');
    await context.close();
  };
  t.after(close);
  giveBack.set(page, close);
  return page;
}

/**
 * How to be done with a page before the test ends (its console checked, its
 * context closed): the test's next page is then this one made fresh
 * (page-pool.mjs), where one opened while this is held takes a new context.
 * @type {WeakMap<import('playwright-core').Page, () => Promise<void>>}
 */
const giveBack = new WeakMap();

/** Waits until the solver's grid shows `puzzle`, read from the address by its worker. */
function solverShows(page, puzzle) {
  return page.waitForFunction((p) => {
    const host = /** @type {HTMLElement} */ (document.querySelector('sudoku-dlx[mode="solve"]'));
    const inputs = [...(host.shadowRoot?.querySelectorAll('[role="gridcell"] input') ?? [])];
    return inputs.map((input) => /** @type {HTMLInputElement} */ (input).value || '.').join('') === p;
  }, puzzle);
}

/** The visualizer's step, picker and the grid it shows, once its newest load stands. */
function shown(page, selector = '#visualizer') {
  return page.locator(selector).evaluate(async (element) => {
    const v = /** @type {any} */ (element);
    await v.pause();
    const root = /** @type {ShadowRoot} */ (v.shadowRoot);
    const picker = /** @type {HTMLSelectElement} */ (root.querySelector('.dv-preset'));
    return {
      step: v.step,
      picked: picker.selectedOptions[0]?.textContent,
      grid: /** @type {HTMLElement | null} */ (root.querySelector('.dv-grid canvas'))?.dataset.grid ?? null,
      alert: root.querySelector('.dlx-vis > [role="alert"]')?.textContent,
    };
  });
}

test('Watch the search opens the solver’s puzzle in the visualizer, in view', async (t) => {
  const page = await open(t, 'about:blank', { viewport: { width: 1280, height: 900 } });
  // The visualizer's module arrives late, as on a slow connection: the
  // element is still too short to be scrolled to the top when pressed.
  await page.route('**/visualize/visualizer.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto(new URL(`/index.html?puzzle=${MINE}`, site.url).href);
  const solver = page.locator('sudoku-dlx[mode="solve"]');
  // Once the solver shows it: its load would bring the solver back into view.
  await solverShows(page, MINE);
  await pressTool(solver, 'watch');
  await page.waitForFunction(
    (puzzle) => document.querySelector('#visualizer')?.getAttribute('puzzle') === puzzle,
    MINE,
  );
  const seen = await shown(page);
  assert.deepEqual(seen, { step: 0, picked: 'Puzzle from the solver', grid: MINE, alert: '' });
  const top = await page.locator('#visualizer').evaluate((element) => element.getBoundingClientRect().top);
  assert.ok(top >= -1 && top < 60, `the visualizer is scrolled to the top of the view (${top})`);
  // Focus is in the visualizer, so its keys work at once.
  await page.keyboard.press('ArrowRight');
  assert.equal((await shown(page)).step, 1);
  // The solution it plays to is the solver's solution of that puzzle.
  const solution = (await loadStepperEngine()).solve(MINE);
  const solved = await page.locator('#visualizer').evaluate(async (element) => {
    const v = /** @type {any} */ (element);
    await v.solve();
    return v.shadowRoot.querySelector('.dv-grid canvas').dataset.grid;
  });
  assert.equal(solved, solution);
});

test('the page’s own Watch the search link shows the puzzle on the board, on a first visit today’s daily', async (t) => {
  const page = await open(t, '/index.html', { viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });
  const solver = page.locator('sudoku-dlx[mode="solve"]');
  // A first visit: no game kept, so the solver plays today's daily.
  await page.waitForFunction(() =>
    /[1-9]/.test(/** @type {any} */ (document.querySelector('sudoku-dlx[mode="solve"]'))?.puzzle ?? ''),
  );
  const daily = await solver.evaluate((element) => /** @type {any} */ (element).puzzle);
  await page.getByRole('link', { name: 'Watch the search' }).tap();
  await page.waitForFunction(
    (puzzle) => document.querySelector('#visualizer')?.getAttribute('puzzle') === puzzle,
    daily,
  );
  assert.deepEqual(await shown(page), { step: 0, picked: 'Puzzle from the solver', grid: daily, alert: '' });
  await page.waitForFunction(() => {
    const top = /** @type {Element} */ (document.querySelector('#visualizer')).getBoundingClientRect().top;
    return top >= -1 && top < 60;
  });
  assert.equal(await page.evaluate(() => location.hash), '', 'the puzzle shown, not only the section');
});

test('the puzzle from the solver keeps its place in the picker after other problems', async (t) => {
  const page = await open(t, `/index.html?puzzle=${MINE}`);
  const solver = page.locator('sudoku-dlx[mode="solve"]');
  await solverShows(page, MINE);
  await pressTool(solver, 'watch');
  await page.waitForFunction(() => document.querySelector('#visualizer')?.hasAttribute('puzzle'));
  // Shown before another is picked, as a reader sees it first: a full run
  // under load once picked Knuth's before it showed, and then found no
  // "Puzzle from the solver" in the picker (not reproduced alone).
  assert.equal((await shown(page)).grid, MINE, 'the solver puzzle shown');
  const picker = page.locator('#visualizer .dv-preset');
  await picker.selectOption('knuth');
  assert.match((await shown(page)).picked ?? '', /^Knuth/);
  await picker.selectOption({ label: 'Puzzle from the solver' });
  assert.equal((await shown(page)).grid, MINE);
  // Custom still loads the form's text, not the embedded puzzle.
  await picker.selectOption('custom');
  assert.equal((await shown(page)).grid, null, "the form's exact-cover text");
  // Watch again with the same puzzle: it is shown afresh.
  await pressTool(solver, 'watch');
  await page.waitForFunction(() => document.querySelector('#visualizer')?.shadowRoot?.querySelector('.dv-grid canvas'));
  assert.deepEqual(await shown(page), { step: 0, picked: 'Puzzle from the solver', grid: MINE, alert: '' });
});

test('an embedded puzzle is picked again under its own name, not reloaded as Knuth’s text', async (t) => {
  const page = await open(t, '/www/demo/embed-example.html');
  await page.evaluate((puzzle) => {
    document.body.innerHTML = `<sudoku-dlx id="v" mode="visualize" puzzle="${puzzle}"></sudoku-dlx>`;
  }, MINE);
  assert.equal((await shown(page, '#v')).picked, 'Your puzzle');
  const picker = page.locator('#v .dv-preset');
  await picker.selectOption('sudoku4');
  await picker.selectOption({ label: 'Your puzzle' });
  assert.deepEqual(await shown(page, '#v'), { step: 0, picked: 'Your puzzle', grid: MINE, alert: '' });
  // An author's own name for it.
  await page.locator('#v').evaluate(
    (element, puzzle) => {
      element.setAttribute('label', 'Puzzle of the day');
      element.setAttribute('puzzle', puzzle);
    },
    EASY.replace('3', '.'),
  );
  assert.equal((await shown(page, '#v')).picked, 'Puzzle of the day');
});

test('two elements on a page are wired by one attribute; a listener may take over', async (t) => {
  const page = await open(t, '/www/demo/embed-example.html');
  const seen = await page.evaluate(async (puzzle) => {
    document.body.innerHTML = `<sudoku-dlx id="s" mode="solve" puzzle="${puzzle}"></sudoku-dlx>
      <sudoku-dlx id="v" mode="visualize"></sudoku-dlx>`;
    const solver = /** @type {any} */ (document.getElementById('s'));
    const visualizer = /** @type {any} */ (document.getElementById('v'));
    await solver.solve();
    const button = () => solver.shadowRoot.querySelector('[data-part="watch"]');
    const hiddenWithout = button().hidden;
    solver.watch = 'v';
    const shownWith = !button().hidden && solver.getAttribute('watch') === 'v';
    const events = [];
    solver.addEventListener('watch', (/** @type {CustomEvent} */ e) => events.push(e.detail.puzzle));
    button().click();
    await visualizer.pause();
    const loaded = visualizer.getAttribute('puzzle');
    // A listener that cancels the event does the showing itself.
    visualizer.removeAttribute('puzzle');
    solver.addEventListener('watch', (/** @type {Event} */ e) => e.preventDefault(), { once: true });
    button().click();
    await visualizer.pause();
    return { hiddenWithout, shownWith, events, loaded, afterCancel: visualizer.getAttribute('puzzle') };
  }, EASY);
  assert.deepEqual(seen, {
    hiddenWithout: true,
    shownWith: true,
    events: [EASY, EASY],
    loaded: EASY,
    afterCancel: null,
  });
});

test('the visualizer’s own form reads a Sudoku, and says why text is neither', async (t) => {
  const page = await open(t, '/index.html');
  // Below the fold, the visualizer loads once scrolled to.
  await page.locator('#visualizer').scrollIntoViewIfNeeded();
  const form = page.locator('#visualizer .dv-custom');
  await form.locator('summary').click();
  const textarea = form.getByRole('textbox');
  const pretty =
    EASY.match(/.{9}/g)
      ?.map((row) => row.replace(/(...)(...)(...)/, '$1|$2|$3'))
      .join('\n') ?? '';
  await textarea.fill(`# an easy one\n${pretty}`);
  await form.getByRole('button', { name: 'Load' }).click();
  assert.deepEqual(await shown(page), { step: 0, picked: 'Custom', grid: EASY, alert: '' });
  // One cell short: read as a Sudoku (it has dots), and said to be no grid.
  await textarea.fill(EASY.slice(1));
  await form.getByRole('button', { name: 'Load' }).click();
  const error = form.getByRole('alert');
  await error.filter({ hasText: /\S/ }).waitFor();
  assert.match(await error.textContent(), /^Read as a Sudoku .*not one: .*80/);
  assert.equal((await shown(page)).grid, EASY, 'the puzzle shown stays');
  // Exact-cover text that is wrong says so as exact cover.
  await textarea.fill('a b\nc');
  await form.getByRole('button', { name: 'Load' }).click();
  await page.waitForFunction(() =>
    /^Read as exact-cover/.test(
      document.querySelector('#visualizer')?.shadowRoot?.querySelector('.dv-custom [role="alert"]')?.textContent ?? '',
    ),
  );
});

test('a link opens the problem at the step; stepping updates it without adding history', async (t) => {
  const page = await open(t, `/index.html?puzzle=${MINE}&watch=sudoku4&step=37`);
  assert.deepEqual(await shown(page), {
    step: 37,
    picked: '4×4 Sudoku',
    grid: await gridAt('..4....32......1', 37),
    alert: '',
  });
  const top = await page.locator('#visualizer').evaluate((element) => element.getBoundingClientRect().top);
  assert.ok(top >= -1 && top < 60, `the visualizer is scrolled to the top of the view (${top})`);
  const length = await page.evaluate(() => history.length);
  const visualizer = page.locator('#visualizer');
  await visualizer.evaluate(async (element) => {
    const v = /** @type {any} */ (element);
    for (let k = 0; k < 5; k++) await v.stepForward();
  });
  await page.waitForFunction(() => new URLSearchParams(location.search).get('step') === '42');
  const params = await page.evaluate(() => Object.fromEntries(new URLSearchParams(location.search)));
  assert.deepEqual(params, { puzzle: MINE, watch: 'sudoku4', step: '42' }, "the solver's puzzle stays beside it");
  assert.equal(await page.evaluate(() => history.length), length, 'no entry per step');
  // The same address opened afresh shows step 42.
  const address = await page.evaluate(() => location.pathname + location.search);
  await giveBack.get(page)?.();
  const again = await open(t, address);
  assert.equal((await shown(again)).step, 42);
});

test('links carry a Sudoku, a named problem or exact-cover text; the plain page stays plain', async (t) => {
  const plain = await open(t, '/index.html');
  await plain.locator('#visualizer').evaluate((element) => /** @type {any} */ (element).pause());
  await plain.waitForTimeout(400);
  assert.equal(await plain.evaluate(() => location.search), '', 'the default start adds nothing');
  /** @type {[string, { picked: string, grid: string | null }][]} */
  const cases = [
    [MINE, { picked: 'Linked problem', grid: await gridAt(MINE, 3) }],
    ['queens 5', { picked: 'Queens 5', grid: null }],
    ['langford 5', { picked: 'Langford pairs, n = 5', grid: null }],
    ['a b c\na b\nc', { picked: 'Linked problem', grid: null }],
  ];
  // Each link followed in the plain page: a page opened while another is held
  // would take a fresh context, and the link is what is tested.
  for (const [watch, expect] of cases) {
    const page = plain;
    await page.goto(new URL(`/index.html?watch=${encodeURIComponent(watch)}&step=3`, site.url).href);
    const seen = await shown(page);
    assert.deepEqual({ picked: seen.picked, grid: seen.grid, step: seen.step }, { ...expect, step: 3 }, watch);
    // The address written back names the same problem.
    await page.locator('#visualizer').evaluate((element) => /** @type {any} */ (element).stepForward());
    await page.waitForFunction(() => new URLSearchParams(location.search).get('step') === '4');
    assert.equal(await page.evaluate(() => new URLSearchParams(location.search).get('watch')), watch);
  }
});

/** The grid the visualizer shows at `step` of `puzzle`, from the engine in Node. */
async function gridAt(puzzle, step) {
  const { Stepper } = await loadStepperEngine();
  const stepper = new Stepper(puzzle);
  try {
    stepper.nextBatch(step);
    return stepper.grid;
  } finally {
    stepper.free();
  }
}
