// The visualizer's controls in headless Chromium: the custom-problem form
// and the picker's Custom, the keyboard, focus on a button that can no
// longer act, and the accessible names and states of Play and Speed.
// Run with `npm run build && node --test tests/e2e/visualizer-controls.test.mjs`.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { contrast, screenshot } from './harness.mjs';
import { KNUTH, KNUTH_MATRIX, SMALL, inspect, shoot, snapshot, visualizerSite } from './visualizer-page.mjs';

const { openVisualizer } = visualizerSite();

test('a custom exact-cover problem loads, solves, and reports errors inline', async (t) => {
  const { page, problems, root } = await openVisualizer(t, { puzzle: SMALL });
  const form = root.locator('.dv-custom');
  await form.locator('summary').click();
  const textarea = form.getByRole('textbox');
  const load = form.getByRole('button', { name: 'Load' });

  for (const text of [KNUTH, KNUTH_MATRIX]) {
    await textarea.fill(text);
    await load.click();
    await page.waitForFunction(() => window.vis.inspect()?.itemCount === 7);
    await page.evaluate(() => window.vis.solve());
    const solved = await inspect(page);
    // Options {c e}, {a d f} and {b g}: rows 1, 4 and 5 of the matrix.
    const expected = text === KNUTH ? ['a d f', 'b g', 'c e'] : ['row 1', 'row 4', 'row 5'];
    assert.deepEqual([...solved.partialNames].sort(), expected);
    assert.match(solved.description, /^Solution 1 found: /);
    assert.equal(await form.locator('[role="alert"]').textContent(), '');
  }
  await shoot(root.locator('.dv-links-section'), 'visualizer-links-knuth-matrix-solved');

  await textarea.fill('a b c\na b\nc x');
  await load.click();
  const alert = form.getByRole('alert');
  await page.waitForFunction(() => window.events.some((e) => e.type === 'error'));
  assert.match(await alert.textContent(), /line 3/);
  assert.match(await alert.textContent(), /"x"/);
  assert.equal((await inspect(page)).itemCount, 7, 'the previous problem stays loaded');
  await screenshot(page, 'visualizer-custom-error');

  // A bad puzzle through the API: an error event and an alert at the top.
  assert.equal(await page.evaluate(() => window.vis.load({ puzzle: '12345' })), false);
  const error = await page.evaluate(() => window.events.filter((e) => e.type === 'error').at(-1).detail.message);
  assert.ok(error.length > 0);
  assert.equal(await root.locator(':scope > [role="alert"]').textContent(), error);
  assert.deepEqual(problems, []);
});

test('the keyboard plays, pauses and steps', async (t) => {
  const { page, problems, root } = await openVisualizer(t, { problem: KNUTH });
  await root.focus();
  for (let k = 0; k < 3; k++) await page.keyboard.press('ArrowRight');
  assert.equal((await snapshot(page)).step, 3);
  await page.keyboard.press('Shift+ArrowRight');
  assert.equal((await snapshot(page)).step, 13);
  await page.keyboard.press('ArrowLeft');
  assert.equal((await snapshot(page)).step, 12);
  await page.keyboard.press('Shift+ArrowLeft');
  assert.equal((await snapshot(page)).step, 2);
  await page.keyboard.press('Home');
  assert.equal((await snapshot(page)).step, 0);

  await page.keyboard.press('Space');
  assert.equal(await page.evaluate(() => window.vis.playing), true);
  assert.equal(await root.getAttribute('data-playing'), 'true');
  await page.waitForFunction(() => window.vis.step > 0);
  // A step key pauses playback.
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.evaluate(() => window.vis.playing), false);
  await page.keyboard.press('Space');
  assert.equal(await page.evaluate(() => window.vis.playing), true);
  await page.keyboard.press('Space');
  assert.equal(await page.evaluate(() => window.vis.playing), false);

  // Space on a focused playback button plays or pauses, whichever it is
  // (after a click on Step, Space plays); Enter presses the button.
  const forward = root.getByRole('button', { name: 'Step forward' });
  await forward.focus();
  const before = (await snapshot(page)).step;
  await page.keyboard.press('Space');
  assert.equal(await page.evaluate(() => window.vis.playing), true);
  await page.keyboard.press('Space');
  assert.equal(await page.evaluate(() => window.vis.playing), false);
  const paused = (await snapshot(page)).step;
  assert.ok(paused >= before);
  await page.keyboard.press('Enter');
  assert.equal((await snapshot(page)).step, paused + 1);
  await root.getByRole('button', { name: 'Play' }).focus();
  await page.keyboard.press('Space');
  assert.equal(await page.evaluate(() => window.vis.playing), true);
  await page.keyboard.press('Space');
  assert.equal(await page.evaluate(() => window.vis.playing), false);
  await page.keyboard.press('End');
  await page.waitForFunction(() => window.vis.step === window.vis.totalSteps && window.vis.complete);

  // Every move was told with a step event carrying the engine's event.
  const told = await page.evaluate(() => window.events.filter((e) => e.type === 'step').at(-1).detail);
  assert.equal(told.step, 40);
  assert.deepEqual(Object.keys(told.event), ['kind', 'algorithmStep', 'item', 'options']);
  assert.equal(told.event.kind, 'uncover');
  assert.equal(told.event.algorithmStep, 7, "the last event is Knuth's X7: uncover the first item chosen");

  // destroy() takes everything away, listeners and frames included.
  await page.evaluate(() => window.vis.destroy());
  assert.equal(await page.evaluate(() => document.getElementById('v1').childElementCount), 0);
  assert.deepEqual(problems, []);
});

test('a toolbar button that can no longer act keeps focus, so the keys still work', async (t) => {
  const { page, problems, root } = await openVisualizer(t, { problem: KNUTH });
  const end = root.getByRole('button', { name: 'Jump to the end of the search' });
  await end.focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.vis.complete && window.vis.step === window.vis.totalSteps);
  const total = (await snapshot(page)).step;
  assert.equal(await end.evaluate((button) => button === document.activeElement), true, 'focus stays on the button');
  assert.equal(await end.getAttribute('aria-disabled'), 'true', 'which says it cannot act');
  await page.keyboard.press('Enter');
  assert.equal((await snapshot(page)).step, total, 'pressed again, it does nothing');
  await page.keyboard.press('ArrowLeft');
  assert.equal((await snapshot(page)).step, total - 1);
  assert.equal(await end.getAttribute('aria-disabled'), null);
  assert.deepEqual(problems, []);
});

test('Space opens the custom-problem form from its summary, without playing', async (t) => {
  const { page, problems, root } = await openVisualizer(t, { problem: KNUTH });
  const form = root.locator('.dv-custom');
  await form.locator('summary').focus();
  await page.keyboard.press('Space');
  assert.equal(await form.evaluate((details) => details.open), true);
  assert.equal(await page.evaluate(() => window.vis.playing), false);
  assert.equal((await snapshot(page)).step, 0);
  // Space with the visualizer itself focused still plays.
  await root.focus();
  await page.keyboard.press('Space');
  assert.equal(await page.evaluate(() => window.vis.playing), true);
  assert.deepEqual(problems, []);
});

test('choosing Custom in the picker loads the problem in the form', async (t) => {
  const { page, problems, root } = await openVisualizer(t, { puzzle: SMALL });
  const picker = root.locator('.dv-preset');
  const form = root.locator('.dv-custom');
  const textarea = form.locator('textarea');
  assert.equal(await picker.inputValue(), 'sudoku4');
  // Typed earlier, with the form since closed.
  await textarea.evaluate((element, text) => (element.value = text), KNUTH_MATRIX);
  await picker.selectOption('custom');
  await page.waitForFunction(() => window.vis.inspect()?.itemCount === 7, null, { timeout: 5000 });
  assert.equal(await form.evaluate((details) => details.open), true);
  assert.equal(await picker.inputValue(), 'custom');
  await page.evaluate(() => window.vis.solve());
  assert.deepEqual([...(await inspect(page)).partialNames].sort(), ['row 1', 'row 4', 'row 5']);

  // A form that does not parse leaves the picker naming what is shown.
  await picker.selectOption('sudoku4');
  await page.waitForFunction(() => window.vis.inspect()?.itemCount === 48);
  await textarea.fill('a b\nc');
  await picker.selectOption('custom');
  await form.getByRole('alert').filter({ hasText: /\S/ }).waitFor();
  assert.equal(await picker.inputValue(), 'sudoku4');
  assert.equal((await inspect(page)).itemCount, 48);
  assert.deepEqual(problems, []);
});

test('accessible names and states: Play says what it does, Speed keeps its name', async (t) => {
  const { page, problems, root } = await openVisualizer(t, { problem: KNUTH });
  await page.keyboard.press('Tab');
  const ring = await root.evaluate((element) => [
    element.matches(':focus-visible'),
    getComputedStyle(element).boxShadow,
  ]);
  assert.equal(ring[0], true, 'the visualizer takes keyboard focus first');
  assert.ok(contrast(ring[1], 'rgb(255, 255, 255)') >= 3, `the focus ring ${ring[1]} stands out 3:1`);
  const play = root.getByRole('button', { name: 'Play', exact: true });
  assert.equal(await play.getAttribute('aria-pressed'), null, 'the label changes, so no pressed state as well');
  await play.click();
  const pause = root.getByRole('button', { name: 'Pause', exact: true });
  assert.equal(await pause.getAttribute('aria-pressed'), null);
  await pause.click();
  const speed = root.getByRole('slider', { name: 'Speed', exact: true });
  await speed.fill('9');
  assert.equal(await speed.count(), 1, 'the shown speed is not part of the name');
  assert.equal(await speed.getAttribute('aria-valuetext'), '10,000 / s');
  // No live region is rewritten by playback: the outputs are plain text.
  assert.equal(await root.locator('output').count(), 0);
  assert.deepEqual(problems, []);
});
