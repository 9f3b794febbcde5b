// The column rule is the reader's to choose: `Stepper`'s `{ rule }` and the
// ties it reports, the visualizer's Rule control, the element's `rule`
// attribute and the demo page's `&rule=` link; Knuth's own examples (TAOCP's
// (6) and the paper's matrix) search by his rule by default, and a tie is
// said as he breaks it.
// Run with `npm run build && node --test tests/e2e/choice-rule.test.mjs`.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { loadStepperEngine } from '../../www/sudoku-dlx/engine/load.js';
import { KNUTH_EXAMPLE, PAPER_EXAMPLE } from '../../www/sudoku-dlx/visualize/model/presets.js';
import { screenshot, startSite, visualizerPage } from './harness.mjs';

const engine = await loadStepperEngine();

/** The TAOCP step at which b, c, e and g have one option each (the step 22). */
const TIE_STEP = 22;
const TIE_WORDS = 'b, c, e and g have one option each; Knuth takes the leftmost, b';

/**
 * The events of a whole search of `text` under `rule`.
 * @param {string} text
 * @param {any} [rule]
 * @returns {any[]}
 */
function events(text, rule) {
  const stepper = engine.Stepper.fromExactCover(text, rule ? { rule } : undefined);
  const all = [];
  for (let event = stepper.next(); event; event = stepper.next()) all.push(event);
  stepper.free();
  return all;
}

test('a stepper searches by the rule asked for and reports the ties it broke', () => {
  for (const rule of /** @type {const} */ (['weighed', 'knuth', 'first'])) {
    const stepper = engine.Stepper.fromExactCover(KNUTH_EXAMPLE, { rule });
    assert.equal(stepper.rule, rule);
    stepper.free();
  }
  const plain = engine.Stepper.fromExactCover(KNUTH_EXAMPLE);
  assert.equal(plain.rule, 'weighed', 'the weighed rule by default');
  plain.free();
  const knuth = events(KNUTH_EXAMPLE, 'knuth')[TIE_STEP - 1];
  assert.equal(knuth.kind, 'choose');
  assert.equal(knuth.item, 1, 'Knuth takes the leftmost, b');
  assert.equal(knuth.tied, 4);
  assert.deepEqual(Array.from(knuth.weighed), [1, 2, 4, 6], 'b, c, e and g, leftmost first');
  const weighed = events(KNUTH_EXAMPLE)[TIE_STEP - 1];
  assert.equal(weighed.item, 2, 'the weighed rule takes c, the most recent forced item');
  assert.equal(weighed.tied, 0, 'and breaks no tie for a forced item');
  const first = events(KNUTH_EXAMPLE, 'first');
  assert.ok(
    first.every((e) => e.kind !== 'choose' || e.tied === 0),
    'the first rule ties nothing',
  );
  // The paper's matrix: Knuth covers A first (its Figure 3); the weighed rule E.
  assert.equal(events(PAPER_EXAMPLE, 'knuth')[0].item, 0);
  assert.equal(events(PAPER_EXAMPLE, 'weighed')[0].item, 4);
});

test('an unknown rule is a clear error, and the module goes on', () => {
  assert.throws(
    () => engine.Stepper.fromExactCover(KNUTH_EXAMPLE, /** @type {any} */ ({ rule: 'dlx2' })),
    /^Error: unknown column rule "dlx2": the rules are weighed, knuth and first$/,
  );
  assert.throws(
    () => new engine.Stepper('1'.repeat(81), /** @type {any} */ ('knuth')),
    /^TypeError: options must be an object$/,
  );
  const stepper = new engine.Stepper('.'.repeat(81), { rule: 'knuth' });
  assert.equal(stepper.rule, 'knuth');
  stepper.free();
});

let site;
before(async () => {
  site = await startSite();
});
after(async () => {
  await site?.close();
});

/** @param {import('playwright-core').Page} page */
const described = (page) => page.locator('.dv-describe').textContent();

test("Knuth's examples open under his rule; the Rule control changes it and the words say the tie", async (t) => {
  const { page, context, problems } = await site.openScratch(visualizerPage('rule test'), {
    viewport: { width: 1280, height: 900 },
  });
  t.after(async () => {
    assert.deepEqual(problems, [], 'no console errors');
    await context.close();
  });
  await page.waitForFunction(() => window.mountVisualizer);
  await page.evaluate(async () => {
    window.vis = window.mountVisualizer(document.getElementById('v'));
    await window.vis.ready;
  });
  const rule = page.locator('select.dv-rule');
  assert.equal(await rule.inputValue(), 'knuth', "TAOCP's (6) opens under Knuth's rule");
  assert.match(await page.locator('select.dv-preset option[value="knuth"]').textContent(), /TAOCP 7\.2\.2\.1 \(6\)/);
  await page.evaluate((step) => window.vis.seek(step), TIE_STEP);
  assert.match(await described(page), new RegExp(`^Choose b: .*; ${TIE_WORDS}\\.$`));
  assert.match(await page.locator('.dv-book').textContent(), /X3, choose i: the leftmost item with the fewest options/);
  await screenshot(page, 'choice-rule-desktop');
  // The words and the two pickers, as docs/page.md shows them.
  await screenshot(page, 'choice-rule', { clip: { x: 0, y: 0, width: 1280, height: 170 } });

  await rule.selectOption('weighed');
  await page.waitForFunction(() => window.vis.step === 0 && window.vis.inspect()?.description.startsWith('Start'));
  await page.evaluate((step) => window.vis.seek(step), TIE_STEP);
  assert.match(await described(page), /^Choose c: one option left/, 'the weighed rule takes c, untied');
  assert.equal(await rule.inputValue(), 'weighed');

  // Step 11: e has no options; the book still covers it (X4), X5 sends it to X7.
  await page.evaluate(() => window.vis.seek(11));
  assert.match(
    await page.locator('.dv-book').textContent(),
    /has none; the book still covers it \(X4\), and X5, finding no option, goes to X7/,
  );

  // The rule picked stays picked for the next problem; a fresh visualizer
  // opens the paper's matrix under Knuth's rule, its own default.
  await page.locator('select.dv-preset').selectOption('paper');
  await page.waitForFunction(() => window.vis.inspect()?.itemCount === 7 && window.vis.step === 0);
  assert.equal(await rule.inputValue(), 'weighed', 'the rule picked is kept');
  await page.evaluate(async () => {
    window.vis.destroy();
    window.vis = window.mountVisualizer(document.getElementById('v'), { problem: 'paper' });
    await window.vis.ready;
  });
  assert.equal(await rule.inputValue(), 'knuth', "the paper's matrix opens under Knuth's rule");
  assert.match(await page.locator('select.dv-preset option[value="paper"]').textContent(), /Dancing Links" \(2000\)/);
  await page.evaluate(() => window.vis.seek(1));
  assert.match(
    await described(page),
    /^Choose A: 2 options, .*; A, B, C, E and F have 2 options each; Knuth takes the leftmost, A\.$/,
  );
});

test('at a solution with secondary items the book says every primary item is covered', async (t) => {
  const { page, context } = await site.openScratch(visualizerPage('queens solution'), {
    viewport: { width: 1280, height: 900 },
  });
  t.after(() => context.close());
  await page.waitForFunction(() => window.mountVisualizer);
  const text = await page.evaluate(async () => {
    window.vis = window.mountVisualizer(document.getElementById('v'), { problem: 'queens 6' });
    await window.vis.ready;
    await window.vis.solve();
    return document.querySelector('.dv-book')?.textContent ?? '';
  });
  assert.match(text, /X2, enter level l: every primary item is covered/);
});

test('the element takes a rule attribute, and the demo page keeps it in its link', async (t) => {
  const { page, context, problems } = await site.open(`/index.html?watch=knuth&step=${TIE_STEP}&rule=weighed`, {
    viewport: { width: 1280, height: 900 },
  });
  t.after(async () => {
    assert.deepEqual(problems, [], 'no console errors');
    await context.close();
  });
  const visualizer = page.locator('#visualizer');
  await page.waitForFunction(
    (step) => /** @type {any} */ (document.querySelector('#visualizer'))?.step === step,
    TIE_STEP,
  );
  assert.equal(await visualizer.getAttribute('rule'), 'weighed');
  assert.equal(await visualizer.locator('select.dv-rule').inputValue(), 'weighed');
  assert.match(await visualizer.locator('.dv-describe').textContent(), /^Choose c: /);

  await visualizer.locator('select.dv-rule').selectOption('first');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('rule') === 'first');
  await visualizer.locator('select.dv-rule').selectOption('knuth');
  await page.waitForFunction(() => !new URL(location.href).searchParams.has('rule'), undefined, { timeout: 5000 });

  await visualizer.evaluate((element) => element.setAttribute('rule', 'first'));
  await page.waitForFunction(
    () =>
      /** @type {HTMLSelectElement | null | undefined} */ (
        document.querySelector('#visualizer')?.shadowRoot?.querySelector('select.dv-rule')
      )?.value === 'first',
  );

  await page.setViewportSize({ width: 375, height: 800 });
  await visualizer.locator('select.dv-rule').scrollIntoViewIfNeeded();
  // What a phone shows around the control, not the whole long page.
  await screenshot(page, 'choice-rule-phone', {});
});
