// Watch the search on a variant puzzle (issue 36), at 1280×900 and 375×800 (dark):
// a killer opened by a link, Watch pressed, and the visualizer steps the
// killer's own matrix: its items and options named in the variant's words
// by the engine (a filling named by its cage and the cells it places), its
// groups named, and the grid beside the matrix drawn with the cages and
// the digits the partial solution places.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { loadStepperEngine } from '../../www/sudoku-dlx/engine/load.js';
import { screenshot, pressTool, startSite } from './harness.mjs';
import { DESKTOP, PHONE_OPTIONS } from './play-page.mjs';

/** ISS's killer example (Wikipedia's). */
const KILLER =
  '.Cage~3~R1C1~R1C2.Cage~15~R1C3~R1C4~R1C5.Cage~25~R2C1~R2C2~R3C1~R3C2.Cage~17~R2C3~R2C4.Cage~9~R3C3~R3C4~R4C4.Cage~22~R1C6~R2C5~R2C6~R3C5.Cage~4~R1C7~R2C7.Cage~16~R1C8~R2C8.Cage~15~R1C9~R2C9~R3C9~R4C9.Cage~20~R3C7~R3C8~R4C7.Cage~8~R3C6~R4C6~R5C6.Cage~17~R4C5~R5C5~R6C5.Cage~20~R5C4~R6C4~R7C4.Cage~14~R4C2~R4C3.Cage~6~R4C1~R5C1.Cage~13~R5C2~R5C3~R6C2.Cage~6~R6C3~R7C2~R7C3.Cage~17~R4C8~R5C7~R5C8.Cage~27~R6C1~R7C1~R8C1~R9C1.Cage~8~R8C2~R9C2.Cage~16~R8C3~R9C3.Cage~10~R7C5~R8C4~R8C5~R9C4.Cage~12~R5C9~R6C9.Cage~6~R6C7~R6C8.Cage~20~R6C6~R7C6~R7C7.Cage~15~R8C6~R8C7.Cage~14~R7C8~R7C9~R8C8~R8C9.Cage~13~R9C5~R9C6~R9C7.Cage~17~R9C8~R9C9';

let site;
before(async () => {
  site = await startSite();
});
after(async () => {
  await site?.close();
});

const SIZES = /** @type {const} */ ([
  ['1280×900', { viewport: DESKTOP }, 'desktop'],
  // The phone in dark colours, so both themes are seen.
  ['375×800, dark', { ...PHONE_OPTIONS, colorScheme: 'dark' }, 'phone'],
]);

/** What the visualizer shows: its step, description, alert, buttons (the matrix's groups among them) and stack. */
function shown(page) {
  return page.locator('#visualizer').evaluate(async (element) => {
    const v = /** @type {any} */ (element);
    await v.pause();
    const root = /** @type {ShadowRoot} */ (v.shadowRoot);
    return {
      step: v.step,
      description: root.querySelector('.dv-describe-box')?.textContent ?? '',
      alert: root.querySelector('.dlx-vis > [role="alert"]')?.textContent ?? '',
      groups: [...root.querySelectorAll('button')].map((b) => b.textContent),
      stack: root.querySelector('.dv-stack')?.textContent ?? '',
      cages: root.querySelectorAll('.dv-vgrid .variant-marks .cage path').length,
      sums: [...root.querySelectorAll('.dv-vgrid .variant-marks .cage text')].map((text) => text.textContent),
      grid: /** @type {HTMLElement | null} */ (root.querySelector('.dv-vgrid'))?.dataset.grid ?? null,
    };
  });
}

/** The killer's matrix as the engine reads it, in Node. */
async function engineCounts() {
  const engine = await loadStepperEngine();
  const stepper = new engine.Stepper(KILLER);
  try {
    const names = Array.from({ length: stepper.optionCount }, (_, o) => stepper.optionName(o));
    return { items: stepper.itemCount, options: stepper.optionCount, names };
  } finally {
    stepper.free();
  }
}

for (const [size, options, device] of SIZES) {
  test(`${size}: Watch on a killer steps the killer's own matrix, named in its words`, async (t) => {
    const { page, context, problems } = await site.open(`/index.html?puzzle=${encodeURIComponent(KILLER)}`, options);
    t.after(async () => {
      assert.deepEqual(problems, [], 'no console errors');
      await context.close();
    });
    const solver = page.locator('sudoku-dlx[mode="solve"]');
    // Once the solver draws the killer's 29 cages, the puzzle is the variant's.
    await page.waitForFunction(
      () =>
        document.querySelector('sudoku-dlx[mode="solve"]')?.shadowRoot?.querySelectorAll('.variant-marks .cage path')
          .length === 29,
    );
    await pressTool(solver, 'watch');
    await page.waitForFunction((p) => document.querySelector('#visualizer')?.getAttribute('puzzle') === p, KILLER);
    await page.waitForFunction(() => /** @type {any} */ (document.querySelector('#visualizer'))?.step === 0);
    const engine = await engineCounts();
    assert.equal(engine.items, 324, 'cells and houses: a summed cage has no item, its fillings are options');
    assert.ok(engine.names.includes('cage R1C1 sum 3: R1C1=1 R1C2=2'), 'a filling names its cage and placements');
    const start = await shown(page);
    assert.equal(start.alert, '', 'the variant opens: no error');
    const count = new Intl.NumberFormat('en').format(engine.options);
    assert.match(start.description, new RegExp(`^Start: 324 items and ${count} options`));
    for (const group of ['cells', 'rows', 'columns', 'boxes']) {
      assert.ok(start.groups.includes(group), `the matrix offers the group "${group}": ${start.groups}`);
    }
    // The grid beside the matrix: the killer's 29 cages with their sums, empty.
    assert.equal(start.cages, 29, 'every cage drawn on the grid');
    assert.deepEqual(start.sums.slice(0, 3), ['3', '15', '25']);
    assert.equal(start.grid, '.'.repeat(81));
    for (let k = 0; k < 4; k++) await page.keyboard.press('ArrowRight');
    const step4 = await shown(page);
    assert.equal(step4.step, 4);
    // The fourth event covers a row's item, hiding the fillings of the
    // 25-cage that would put 8 in row 2: the cage's name in the matrix.
    assert.match(step4.description, /^Cover item R2#8: hide cage R2C1 sum 25: R2C1=1 R2C2=8 R3C1=7 R3C2=9/);
    assert.match(step4.stack, /cage R2C3 sum 17: R2C3=8 R2C4=9/, 'the option tried, in the stack');
    // The grid shows what that filling places: 8 and 9 in row 2, columns 3 and 4.
    assert.equal(step4.grid?.slice(9, 18), '..89.....');
    await screenshot(page, `variant-watch-${device}`, { scale: 'css' });
    // On a phone the matrix and the grid are below the controls: as one scrolls to them.
    if (device === 'phone') {
      for (const selector of ['canvas', '.dv-vgrid']) {
        await page.locator('#visualizer').evaluate((element, s) => {
          /** @type {ShadowRoot} */ (element.shadowRoot).querySelector(s)?.scrollIntoView({ block: 'center' });
        }, selector);
        await screenshot(page, `variant-watch-phone-${selector.replace(/\W/g, '')}`, { scale: 'css' });
      }
    }
  });
}
