// Pill arrows, little killers and sandwiches in the page (issue 36), at
// 1280×900 and 375×800: ISS's examples opened by a link are drawn (each
// pill round its cells with its arrow, each little killer's sum and
// direction in the outer corner of its diagonal's first cell, each
// sandwich's sum at the start of its row or column) and their rules said
// in words, none of them left "not drawn".

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { screenshot } from './harness.mjs';
import { DESKTOP, PHONE_OPTIONS, playSite } from './play-page.mjs';

const { openSolver } = playSite();

/** ISS's examples of each kind (data/example_puzzles.js), with the marks each draws. */
const PUZZLES = /** @type {const} */ ([
  [
    'sandwich',
    '.Sandwich~8~C1.Sandwich~4~C2.Sandwich~17~C3.Sandwich~35~C4.Sandwich~14~C5.Sandwich~13~C6.Sandwich~3~C7.Sandwich~10~C8.Sandwich~25~C9.Sandwich~4~R1.Sandwich~33~R2.Sandwich~20~R3.Sandwich~17~R4.Sandwich~26~R5.Sandwich~10~R6.Sandwich~16~R7.Sandwich~24~R8.Sandwich~0~R9.~R3C3_1~R5C5_5~R7C7_9',
    '.variant-marks .sandwich text',
    18,
    /Sandwich: the digits between the smallest and the largest digit of a row or column add up to its clue/,
  ],
  [
    'little-killer',
    '.~R3C2_5~R3C7_2~R5C4_3~R5C5_7.LittleKiller~22~R1C1.LittleKiller~28~R2C1.LittleKiller~26~R3C1.LittleKiller~23~R1C5.LittleKiller~34~R1C7.LittleKiller~40~R1C8.LittleKiller~42~R1C9',
    '.variant-marks .little-killer text',
    7,
    /Little killer: the digits along a diagonal add up to the clue at its end; they may repeat/,
  ],
  [
    'pill-arrow',
    '.PillArrow~2~R1C3~R1C2~R1C1~R2C1~R3C1.PillArrow~2~R1C8~R1C7~R1C6~R1C5~R1C4.PillArrow~2~R2C7~R2C6~R2C5~R2C4~R2C3.PillArrow~2~R4C1~R5C1~R6C1~R7C1~R8C1.PillArrow~2~R3C2~R4C2~R5C2~R6C2~R7C2.PillArrow~2~R9C1~R9C2~R9C3~R9C4~R9C5.PillArrow~2~R5C9~R4C9~R3C9~R2C9~R1C9.PillArrow~2~R8C6~R9C6~R9C7~R9C8~R9C9.Arrow~R3C3~R4C4~R5C5.Arrow~R7C3~R6C4~R5C5~R4C6.Arrow~R3C8~R4C7.',
    '.variant-marks .pill-arrow rect',
    8,
    /Pill arrows: the digits in an arrow's pill, read as one number, are the sum of the digits along it/,
  ],
]);

const SIZES = /** @type {const} */ ([
  ['1280×900', { viewport: DESKTOP }, 'desktop'],
  ['375×800', PHONE_OPTIONS, 'phone'],
]);

for (const [size, options, device] of SIZES) {
  for (const [kind, puzzle, selector, marks, says] of PUZZLES) {
    test(`${size}: ISS's ${kind} example by link is drawn and its rule said`, async (t) => {
      const { page, solver, problems } = await openSolver(t, `?puzzle=${encodeURIComponent(puzzle)}`, { options });
      await page.waitForFunction(
        ([s, n]) => document.querySelector('sudoku-dlx[mode="solve"]').shadowRoot.querySelectorAll(s).length === n,
        [selector, marks],
      );
      const rules = await solver.locator('[data-part="rules"]').textContent();
      assert.match(rules, says);
      assert.doesNotMatch(rules, /Not drawn yet/);
      if (kind !== 'pill-arrow') {
        // A legible clue: at least 8 CSS pixels high, as a cage's sum.
        const box = await solver.locator(selector).first().boundingBox();
        assert.ok(box && box.height >= 8, `the clue is ${box?.height}px high`);
      }
      await screenshot(page, `variant-${kind}-${device}`, { scale: 'css' });
      assert.deepEqual(problems, []);
    });
  }
}
