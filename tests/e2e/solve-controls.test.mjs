// Solve mode's `controls` attribute: each side control (the examples, a new
// empty grid, the generator, the paste box) can be left out and the rest
// still work; `none` leaves out the side panel and the grid takes the width;
// a changed attribute shows the new choice at once. In a 760 px column,
// a documentation site's, nothing spills out sideways. Screenshots in
// test-results/solve-controls-*.png.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { pressTool, screenshot, startSite } from './harness.mjs';
import { allSolutions } from './sudoku9.mjs';

const EASY = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
const HARD = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';
const CONTROLS = ['examples', 'new-grid', 'generator', 'paste'];
const COLUMN = 760;

/** @type {Awaited<ReturnType<typeof startSite>>} */
let site;
before(async () => {
  site = await startSite();
});
after(async () => {
  await site?.close();
});

/**
 * A page of one 760 px column holding a solver per `controls` value (null:
 * the attribute left out), each with `id` `s0`, `s1`, ...
 * @param {(string | null)[]} values
 */
function columnPage(values) {
  const solvers = values
    .map((value, i) => {
      const controls = value === null ? '' : ` controls="${value}"`;
      return `<h2>${value ?? 'all'}</h2><sudoku-dlx id="s${i}" puzzle="${EASY}"${controls}></sudoku-dlx>`;
    })
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Solve mode's controls</title>
<link rel="icon" href="data:,"><script type="module" src="/www/sudoku-dlx/index.js"></script></head>
<body style="margin: 0; font-family: system-ui"><main style="width: ${COLUMN}px; margin: 0 auto">${solvers}</main></body></html>`;
}

/**
 * The side controls each solver shows, by the names of `controls`, and
 * whether its side panel shows at all.
 * @param {import('playwright-core').Page} page
 * @param {string} id
 */
function shown(page, id) {
  return page.evaluate((id) => {
    const root = /** @type {ShadowRoot} */ (document.getElementById(id)?.shadowRoot);
    const visible = (/** @type {Element | null} */ e) => e !== null && e.getBoundingClientRect().height > 0;
    const groups = [...root.querySelectorAll('[data-control]')].filter(visible);
    return {
      controls: groups.map((g) => /** @type {HTMLElement} */ (g).dataset.control),
      side: visible(root.querySelector('.controls')),
    };
  }, id);
}

/**
 * How far anything in solver `id` reaches past its element's right edge,
 * and whether the page scrolls sideways.
 * @param {import('playwright-core').Page} page
 * @param {string} id
 */
function overflow(page, id) {
  return page.evaluate((id) => {
    const host = /** @type {HTMLElement} */ (document.getElementById(id));
    const right = host.getBoundingClientRect().right;
    let most = 0;
    const walk = (/** @type {ParentNode} */ node) => {
      for (const child of node.children) {
        const box = child.getBoundingClientRect();
        if (box.width > 0) most = Math.max(most, box.right - right);
        walk(child);
      }
    };
    walk(/** @type {ShadowRoot} */ (host.shadowRoot));
    return { beyond: Math.round(most), sideways: document.documentElement.scrollWidth > window.innerWidth };
  }, id);
}

/** @param {import('playwright-core').Locator} solver */
async function solveAndCheck(solver) {
  await pressTool(solver, 'solve');
  await solver
    .locator('[data-part="status"]')
    .filter({ hasText: /^(Solved|The solution|A solution)/ })
    .waitFor();
}

/**
 * Uses the side control `name` of `solver` (element `id`) and checks that it
 * did its job, reading the `puzzle` attribute it reflects.
 * @param {import('playwright-core').Page} page
 * @param {string} id
 * @param {string} name
 */
async function use(page, id, name) {
  const solver = page.locator(`#${id}`);
  const puzzle = () => solver.getAttribute('puzzle');
  const before = await puzzle();
  if (name === 'examples') {
    await solver.locator('[data-part="examples"] button').first().click();
  } else if (name === 'new-grid') {
    await solver.locator('[data-part="size"]').selectOption('4');
    await solver.locator('[data-action="new"]').click();
    await page.waitForFunction((id) => document.getElementById(id)?.getAttribute('puzzle') === '.'.repeat(16), id);
    return;
  } else if (name === 'paste') {
    // One row a line, as the box's label offers.
    await solver.locator('[data-part="paste"]').fill(HARD.replace(/.{9}(?!$)/g, '$&\n'));
    await solver.locator('[data-action="load"]').click();
    await page.waitForFunction(
      ([id, hard]) => document.getElementById(id)?.getAttribute('puzzle') === hard,
      [id, HARD],
    );
    return;
  } else {
    await solver.locator('[data-action="generate"]').click();
  }
  await page.waitForFunction(
    ([id, before]) => {
      const now = document.getElementById(id)?.getAttribute('puzzle');
      return now && now !== before && now.length === 81;
    },
    [id, before],
    { timeout: 60_000 },
  );
  const made = /** @type {string} */ (await puzzle());
  assert.equal(allSolutions(made, 2).length, 1, `${name}: a puzzle with one solution, ${made}`);
}

test('each side control can be left out, and the rest work, in a 760 px column', async (t) => {
  const values = [null, ...CONTROLS.map((left) => CONTROLS.filter((c) => c !== left).join(' '))];
  const { page, context, problems } = await site.openScratch(columnPage(values), {
    viewport: { width: 1280, height: 900 },
  });
  t.after(() => context.close());
  await page.locator('#s0 [data-action="solve"]').waitFor({ state: 'attached' });
  assert.deepEqual(await shown(page, 's0'), { controls: CONTROLS, side: true }, 'all by default');
  for (const [i, left] of CONTROLS.entries()) {
    const id = `s${i + 1}`;
    const rest = CONTROLS.filter((c) => c !== left);
    assert.deepEqual(await shown(page, id), { controls: rest, side: true }, `without ${left}`);
    assert.deepEqual(await overflow(page, id), { beyond: 0, sideways: false }, `without ${left}: nothing overflows`);
    // The generator is used once, in the first solver that has it.
    for (const name of rest.filter((c) => c !== 'generator' || i === 0)) await use(page, id, name);
    await solveAndCheck(page.locator(`#${id}`));
  }
  assert.deepEqual(await overflow(page, 's0'), { beyond: 0, sideways: false }, 'all: nothing overflows');
  await screenshot(page.locator('#s0'), 'solve-controls-all-760');
  await screenshot(page.locator('#s2'), 'solve-controls-no-new-grid-760');
  assert.deepEqual(problems, []);
});

test('controls="none" leaves out the side panel and the grid takes the width; a change shows at once', async (t) => {
  const { page, context, problems } = await site.openScratch(columnPage(['none']), {
    viewport: { width: 1280, height: 900 },
  });
  t.after(() => context.close());
  const solver = page.locator('#s0');
  await solver.locator('[data-action="solve"]').waitFor({ state: 'attached' });
  assert.deepEqual(await shown(page, 's0'), { controls: [], side: false });
  const width = await solver.locator('.board').evaluate((board) => board.getBoundingClientRect().width);
  assert.ok(width > COLUMN - 20, `the board takes the column: ${width} px`);
  assert.deepEqual(await overflow(page, 's0'), { beyond: 0, sideways: false });
  await solveAndCheck(solver);
  await screenshot(solver, 'solve-controls-none-760');

  await solver.evaluate((el) => /** @type {any} */ (el.controls = 'paste'));
  assert.deepEqual(await shown(page, 's0'), { controls: ['paste'], side: true });
  await use(page, 's0', 'paste');
  await solver.evaluate((el) => el.removeAttribute('controls'));
  assert.deepEqual(await shown(page, 's0'), { controls: CONTROLS, side: true });
  assert.deepEqual(problems, []);
});

test('a size picked while the first puzzle is still on its way is the size New grid makes', async (t) => {
  // The engine held back, as on a busy machine: the element's first puzzle
  // shows only after the pick. It used to set the size back to its own 9,
  // so New grid made a 9×9 (the first test timed out on that in a full run).
  const { page, context, problems } = await site.open('about:blank', { viewport: { width: 1280, height: 900 } });
  t.after(() => context.close());
  /** @type {() => void} */
  let release = () => {};
  const held = new Promise((done) => (release = () => done(undefined)));
  await page.route(/\.wasm$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.route('**/__scratch.html', (route) =>
    route.fulfill({ contentType: 'text/html', body: columnPage(['new-grid']) }),
  );
  await page.goto(new URL('/__scratch.html', site.url).href);
  const solver = page.locator('#s0');
  await solver.locator('[data-action="new"]').waitFor();
  await solver.locator('[data-part="size"]').selectOption('4');
  await solver.locator('[data-action="new"]').click();
  assert.equal(await solver.getAttribute('puzzle'), EASY, 'New grid waits for the puzzle on its way');
  release();
  await page.waitForFunction((easy) => document.getElementById('s0')?.getAttribute('puzzle') !== easy, EASY);
  assert.equal(await solver.getAttribute('puzzle'), '.'.repeat(16), 'then makes the size picked');
  assert.equal(await solver.locator('[data-part="size"]').inputValue(), '4');
  assert.deepEqual(problems, []);
});
