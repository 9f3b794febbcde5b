// The player's colours (issue 34): nine, several to a cell, a clue too, in
// the undo history and saved; the palette apart for normal sight,
// protanopia and deuteranopia, light and dark, with clues readable on each.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { contrast } from './harness.mjs';
import {
  EASY,
  DESKTOP,
  PHONE,
  SIZES,
  cell,
  choose,
  write,
  setMode,
  undo,
  look,
  reopen,
  FAR,
  aidsSite,
} from './aids-page.mjs';

const open = aidsSite();

const SIGHT = {
  normal: null,
  protan: [
    [0.11238, 0.88762, 0],
    [0.11238, 0.88762, 0],
    [0.00401, -0.00401, 1],
  ],
  deutan: [
    [0.29275, 0.70725, 0],
    [0.29275, 0.70725, 0],
    [-0.02234, 0.02234, 1],
  ],
};
/** @param {number} c a channel, 0 to 255 */
const linear = (c) => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
/** @param {number[]} rgb @param {number[][] | null} sight */
function lab(rgb, sight) {
  let [r, g, b] = rgb.map(linear);
  if (sight) [r, g, b] = sight.map((row) => Math.max(0, row[0] * r + row[1] * g + row[2] * b));
  const f = (/** @type {number} */ t) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const [x, y, z] = [
    (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047,
    0.2126 * r + 0.7152 * g + 0.0722 * b,
    (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883,
  ].map(f);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

for (const [size, options] of SIZES) {
  const touch = options === PHONE;
  test(`${size}: colours: nine, several to a cell, a clue too, in the undo history and saved; Erase takes them off`, async (t) => {
    const { page, context, solver, problems } = await open(t, options);
    const clue = [...EASY].findIndex((s) => s !== '.');
    await choose(solver, clue, touch);
    await setMode(page, solver, 'Colour', touch);
    await write(page, solver, '3', touch);
    await choose(solver, FAR, touch);
    await write(page, solver, '15', touch);
    const painted = () =>
      solver.evaluate((host) =>
        [...(host.shadowRoot?.querySelectorAll('.colours') ?? [])].map(
          (layer) => /** @type {HTMLElement} */ (layer).style.background,
        ),
      );
    let layers = await painted();
    assert.match(layers[clue], /^var\(--sd-colour-3\)$/, 'a clue takes a colour');
    assert.match(layers[FAR], /--sd-colour-1\).*--sd-colour-5\)/, 'a cell takes two, side by side');
    assert.match((await cell(solver, FAR).getAttribute('aria-label')) ?? '', /colours 1 5/);
    await look(page, solver, 'aids-colours', touch);
    await undo(page, solver, touch);
    layers = await painted();
    assert.equal(layers[FAR], 'var(--sd-colour-1)', 'Undo takes the last colour off');
    const { solver: reloaded } = await reopen(context, page);
    await reloaded.locator('.colours[style*="sd-colour-1"]').waitFor();
    assert.equal(await reloaded.locator('.colours[style*="sd-colour-3"]').count(), 1, 'saved with the game');
    await choose(solver, FAR, touch);
    if (touch) await solver.locator('.pad [data-symbol=""]').tap();
    else await page.keyboard.press('Backspace');
    layers = await painted();
    assert.equal(layers[FAR], '', 'Erase in colour mode takes the colours off');
    assert.deepEqual(problems, []);
  });
}

test('the palette: nine colours apart from each other for normal sight, protanopia and deuteranopia, light and dark; clues readable on each', async (t) => {
  for (const scheme of ['light', 'dark']) {
    const { context, solver, problems } = await open(t, DESKTOP, scheme);
    const palette = await solver.evaluate((host) => {
      const probe = document.createElement('span');
      host.shadowRoot?.append(probe);
      const colours = Array.from({ length: 9 }, (_, i) => {
        probe.style.color = `var(--sd-colour-${i + 1})`;
        return getComputedStyle(probe).color;
      });
      probe.style.color = 'var(--sd-fg)';
      const fg = getComputedStyle(probe).color;
      probe.remove();
      return { colours, fg };
    });
    const rgbs = palette.colours.map((css) => (css.match(/\d+/g) ?? []).slice(0, 3).map(Number));
    for (const [sight, matrix] of Object.entries(SIGHT)) {
      for (let i = 0; i < 9; i++) {
        for (let j = i + 1; j < 9; j++) {
          const [a, b] = [lab(rgbs[i], matrix), lab(rgbs[j], matrix)];
          const distance = Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
          assert.ok(
            distance >= 8,
            `${scheme}, ${sight}: colours ${i + 1} and ${j + 1} are ${distance.toFixed(1)} apart`,
          );
        }
      }
    }
    // Blended (multiplied in light, screened in dark), a clue's digit keeps its contrast with what is under it.
    for (const css of palette.colours) {
      assert.ok(contrast(palette.fg, css) >= 4.5, `${scheme}: the digits on ${css}`);
    }
    assert.deepEqual(problems, []);
    // Given back before the next scheme's page opens: that is this page made fresh (page-pool.mjs), not a new context.
    await context.close();
  }
});

/**
 * Cells of row 8 (the open ones) and their centres on the screen.
 * @param {import('playwright-core').Locator} solver
 * @param {number[]} cells
 */
