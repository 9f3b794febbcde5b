// Visualize mode configured by attributes alone, as a Markdown author writes
// it: named problems, the starting step, autoplay with loop and speed, the
// controls and panels shown, compact size, reflection, and the methods an
// author's script may add (nextSolution, end).
// Run with `npm run build && node --test tests/e2e/`.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { screenshot, startSite } from './harness.mjs';

let site;
before(async () => {
  site = await startSite();
});
after(async () => {
  await site?.close();
});

/**
 * A page with one `<sudoku-dlx>` built from `html`, once it stands ready.
 * @param {import('node:test').TestContext} t
 * @param {string} html
 */
async function open(t, html, { expectErrors = false, wait = true } = {}) {
  const { page, context, problems } = await site.open('/www/demo/embed-example.html');
  t.after(async () => {
    if (!expectErrors) assert.deepEqual(problems, [], 'no console errors');
    await context.close();
  });
  // Any method waits for the problem to load (and pauses).
  await page.evaluate(
    async ({ markup, wait }) => {
      document.body.innerHTML = markup;
      if (wait) await /** @type {any} */ (document.querySelector('#under-test')).pause();
    },
    { markup: html, wait },
  );
  return page;
}

/** @param {string[]} names the options of an N-queens solution, `r2 c4 a5 b…` */
function queensAttackFree(names) {
  const placed = names.map((name) => {
    const [, row, column] = /** @type {RegExpMatchArray} */ (/^r(\d+) c(\d+)/.exec(name));
    return [Number(row), Number(column)];
  });
  return placed.every(([r, c], i) =>
    placed.every(([r2, c2], j) => i === j || (r !== r2 && c !== c2 && Math.abs(r - r2) !== Math.abs(c - c2))),
  );
}

test('a named problem starts at the step asked for; nextSolution and end walk it', async (t) => {
  const page = await open(t, '<sudoku-dlx id="under-test" mode="visualize" problem="queens 4" step="7"></sudoku-dlx>');
  const seen = await page.evaluate(async () => {
    const element = /** @type {any} */ (document.querySelector('#under-test'));
    const solutions = [];
    element.addEventListener('solution', (/** @type {CustomEvent} */ e) => solutions.push(e.detail.options));
    const start = element.step;
    const first = await element.nextSolution();
    const second = await element.nextSolution();
    const third = await element.nextSolution();
    const end = await element.end();
    return { start, first, second, third, end, step: element.step, total: element.totalSteps, solutions };
  });
  assert.equal(seen.start, 7);
  const picker = page.locator('#under-test').locator('.dv-preset');
  assert.equal(await picker.evaluate((select) => select.selectedOptions[0].textContent), 'Queens 4');
  assert.match(
    await page.locator('#under-test').locator('.dv-naming').innerText(),
    /^Items: rows r1–r4 and columns c1–c4/,
  );
  assert.ok(seen.first > 7 && seen.second > seen.first, `solutions at ${seen.first} and ${seen.second}`);
  assert.equal(seen.third, undefined, '4 queens has two solutions');
  assert.equal(seen.step, seen.total);
  assert.equal(seen.solutions.length, 2);
  for (const options of seen.solutions) {
    assert.equal(options.length, 4);
    assert.ok(queensAttackFree(options), options.join(', '));
  }
});

test('controls and panels show only what is named; compact is smaller', async (t) => {
  const page = await open(
    t,
    '<sudoku-dlx id="under-test" mode="visualize" puzzle="..4....32......1" controls="timeline" panels="grid counters" compact></sudoku-dlx>',
  );
  const shown = await page.evaluate(() => {
    const root = /** @type {any} */ (document.querySelector('#under-test')).shadowRoot;
    const visible = (/** @type {string} */ selector) => {
      const element = root.querySelector(selector);
      return Boolean(element) && element.getClientRects().length > 0;
    };
    return {
      grid: visible('[data-panel="grid"]'),
      counters: visible('[data-panel="counters"]'),
      matrix: visible('[data-panel="matrix"]'),
      links: visible('[data-panel="links"]'),
      stack: visible('[data-panel="stack"]'),
      toolbar: visible('.dv-controls'),
      timeline: visible('.dv-timeline'),
      picker: visible('.dv-preset'),
      width: root.querySelector('.dlx-vis').getBoundingClientRect().width,
    };
  });
  assert.deepEqual(shown, {
    grid: true,
    counters: true,
    matrix: false,
    links: false,
    stack: false,
    toolbar: false,
    timeline: true,
    picker: false,
    width: 420,
  });
  await page.evaluate(() => {
    const element = /** @type {any} */ (document.querySelector('#under-test'));
    element.controls = 'none';
    element.panels = 'grid';
  });
  const timeline = await page.evaluate(
    () =>
      /** @type {any} */ (document.querySelector('#under-test')).shadowRoot
        .querySelector('.dv-timeline')
        .getClientRects().length,
  );
  assert.equal(timeline, 0, 'controls="none" hides the timeline too');
  await screenshot(page.locator('#under-test .dlx-vis'), 'attributes-compact-grid');
});

test('autoplay with loop plays the search again from the start, at the speed asked for', async (t) => {
  const page = await open(
    t,
    '<sudoku-dlx id="under-test" mode="visualize" problem="knuth" speed="max" autoplay loop></sudoku-dlx>',
    {
      wait: false,
    },
  );
  const seen = await page.evaluate(async () => {
    const element = /** @type {any} */ (document.querySelector('#under-test'));
    const steps = [];
    await new Promise((resolve) => {
      element.addEventListener('step', (/** @type {CustomEvent} */ e) => {
        steps.push(e.detail.step);
        if (steps.length > 2 && e.detail.step < steps[steps.length - 2]) resolve(undefined);
      });
    });
    await element.pause();
    const speed = element.shadowRoot.querySelector('.dv-speed > span').textContent;
    return { speed, steps, total: element.totalSteps };
  });
  assert.equal(seen.speed, 'max');
  assert.ok(Math.max(...seen.steps) === seen.total, 'it reached the end before starting over');
});

test('attributes reflect as properties; a bad named problem is an error event', async (t) => {
  const page = await open(t, '<sudoku-dlx id="under-test" mode="visualize"></sudoku-dlx>', { expectErrors: true });
  const seen = await page.evaluate(async () => {
    const element = /** @type {any} */ (document.querySelector('#under-test'));
    element.autoplay = true;
    element.speed = Infinity;
    element.panels = 'matrix';
    const reflected = ['autoplay', 'speed', 'panels'].map((name) => element.getAttribute(name));
    element.autoplay = false;
    await element.pause();
    const error = new Promise((resolve) =>
      element.addEventListener('error', (/** @type {CustomEvent} */ e) => resolve(e.detail.message)),
    );
    element.problem = 'queens 99';
    return { reflected, autoplay: element.hasAttribute('autoplay'), speed: element.speed, message: await error };
  });
  assert.deepEqual(seen.reflected, ['', 'max', 'matrix']);
  assert.equal(seen.autoplay, false);
  assert.equal(seen.speed, Infinity);
  assert.match(seen.message, /queens takes N from 1 to 12, not 99/);
});
