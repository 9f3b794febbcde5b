// Hints that respect the player and are drawn whole (issue 34), at 1280×900
// and on a 375×800 phone: a player's partial marks are notes that a hint
// teaches around instead of refusing; a long step's words fit the status
// line as a summary with "More" (which moves nothing); a chain is drawn
// link for link as its words read; simple colouring's two colours and a
// fish's base and cover lines stand apart, light and dark.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { contrast, screenshot, startSite } from './harness.mjs';

const SIZES = /** @type {const} */ ([
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 375, height: 800 }],
]);
const EASY = '.5..83.17...1..4..3.4..56.8....3...9.9.8245....6....7...9....5...729..861.36.72.4';
/** The alternating inference chain of tests/techniques.rs, its placements entered: the first step there. */
const AIC = {
  puzzle: '.................1.....2.34.....56....7....8..8..1.7.....8.....3..6.....9.5.....3',
  entries: '........8.....8...8...........78..1.61.2943.55..3.6.4.....53496.48.29157.6....82.',
};
/** Simple colouring's position, three naked pairs before it; an X-wing's, two pointing steps and a chain before it. */
const COLOURING = {
  puzzle: '.................1..2..3..4.......5......4....3...678.....9.2..1..5.....46.1.....',
  entries: '.....1........5....1.6..5..6.13.94.229..5.1635.421...9...4...16.29.6.34.....32..5',
};
const FORCING = {
  puzzle: '................12....34........53....1.......261..7.....2....5.7..8....3.....4..',
  entries: '.57.12.43.43......21.........4.2...1.3.4..2......93..41...47.3.4.53..12...2..1...',
};
const X_WING = {
  puzzle: '.................1..2..3.4......23...5.......41......6...56......4.1......7...82.',
  entries: '.31.45..2.45.26.3.6..1..5....645..1.2..6.14.......925.32....1.45..2....316...4..5',
};

let site;
before(async () => {
  site = await startSite();
});
after(async () => {
  await site?.close();
});

async function openSolver(t, viewport, { puzzle = '', entries = '' } = {}, scheme = 'light') {
  const query = puzzle ? `?puzzle=${puzzle}${entries ? `&entries=${entries}` : ''}` : '?puzzle=';
  const { page, context, problems } = await site.open(`/index.html${query}`, { viewport, colorScheme: scheme });
  t.after(() => context.close());
  const solver = page.locator('sudoku-dlx[mode="solve"]');
  await solver.getByRole('grid').waitFor();
  const shows = (p) => /** @type {any} */ (document.querySelector('sudoku-dlx[mode="solve"]'))?.puzzle === p;
  if (puzzle) await page.waitForFunction(shows, puzzle);
  return { page, context, solver, problems };
}

const button = (solver, name) => solver.getByRole('button', { name, exact: true });
const said = (solver) => solver.locator('[data-part="status"]').innerText();
const waitSaid = (solver, pattern) => solver.getByRole('status').filter({ hasText: pattern }).waitFor();

/** The nudge, then the step: resolves once the step is said. */
async function hintStep(solver) {
  await button(solver, 'Hint').click();
  await waitSaid(solver, /Press Hint again/);
  await button(solver, 'Hint').click();
  await waitSaid(solver, /^Hint: (?!.*Press Hint again)/);
}

/** Hint, Hint and Apply until the step is of `technique` (its words' opening). */
async function stepTo(solver, technique) {
  for (let tries = 0; tries < 8; tries++) {
    await hintStep(solver);
    if ((await said(solver)).startsWith(`Hint: ${technique}`)) return;
    await button(solver, 'Apply this step').click();
    await waitSaid(solver, /^Applied: /);
  }
  assert.fail(`no ${technique} step`);
}

/** Types pencil marks into cells (row and column from 1). */
async function pencil(solver, marks) {
  const { keyboard } = solver.page();
  for (const [k, [row, column, symbol]] of marks.entries()) {
    await solver
      .locator('[role="gridcell"] input')
      .nth((row - 1) * 9 + column - 1)
      .focus();
    // X writes corner marks, Z digits again, as in SudokuPad (a phone's pad has a mode key, not Pencil).
    if (k === 0) await keyboard.press('x');
    await keyboard.press(symbol);
  }
  await keyboard.press('z');
}

/** What the status line shows, whether its words fit without scrolling, and "More"'s panel. */
function statusBox(solver) {
  return solver.evaluate((host) => {
    const root = host.shadowRoot;
    const box = root.querySelector('.said');
    const more = root.querySelector('.more');
    const whole = root.querySelector('.more-text');
    const rect = whole.getBoundingClientRect();
    return {
      fits: box.scrollHeight <= box.clientHeight + 1,
      debug: `${box.scrollHeight}/${box.clientHeight}: ${box.innerText}`,
      more: !more.hidden,
      open: more.open,
      whole: whole.textContent,
      // A pixel's leeway each way: scrolled into view, its bottom may sit a fraction past the window's (800.3 of 800).
      wholeInView: rect.bottom <= innerHeight + 1 && rect.right <= innerWidth + 1 && rect.left >= -1,
      wholeFits: whole.scrollHeight <= whole.clientHeight + 1,
      // In the page, not the screen: opening More may scroll the page to show the whole below the grid.
      gridTop: root.querySelector('.grid').getBoundingClientRect().top + scrollY,
      // The chain's arrows and the grid that the whole covers (none, it lies under the grid).
      covered: [...root.querySelectorAll('svg.chain path.link, .grid')].filter((node) => {
        const box = node.getBoundingClientRect();
        const overlap = (a0, a1, b0, b1) => Math.min(a1, b1) - Math.max(a0, b0) > 1;
        return (
          !whole.hidden &&
          overlap(box.left, box.right, rect.left, rect.right) &&
          overlap(box.top, box.bottom, rect.top, rect.bottom)
        );
      }).length,
      arrows: root.querySelectorAll('svg.chain path.link').length,
    };
  });
}

/**
 * The chain's links whose two ends lie in one cell: each one's length and
 * how far it strays from the straight line between its ends, in cells.
 */
function inCellLinks(solver) {
  return solver.evaluate((host) => {
    const root = host.shadowRoot;
    const svg = root.querySelector('svg.chain');
    const origin = svg.getBoundingClientRect();
    const cells = [...root.querySelectorAll('.cell')].map((cell) => cell.getBoundingClientRect());
    const cellAt = ({ x, y }) =>
      cells.findIndex((box) => x >= box.left && x <= box.right && y >= box.top && y <= box.bottom);
    return [...svg.querySelectorAll('path.link')].flatMap((path) => {
      const length = path.getTotalLength();
      const points = Array.from({ length: 21 }, (_, k) => {
        const p = path.getPointAtLength((length * k) / 20);
        return { x: p.x + origin.x, y: p.y + origin.y };
      });
      const [a, b] = [points[0], points[20]];
      const cell = cellAt(a);
      if (cell < 0 || cell !== cellAt(b)) return [];
      const size = cells[cell].width;
      const chord = Math.hypot(b.x - a.x, b.y - a.y) || 1;
      const off = (p) => Math.abs((b.x - a.x) * (a.y - p.y) - (a.x - p.x) * (b.y - a.y)) / chord;
      const round = (n) => Math.round(n * 100) / 100;
      return [{ length: round(length / size), bulge: round(Math.max(...points.map(off)) / size) }];
    });
  });
}

for (const [size, viewport] of SIZES) {
  test(`${size}: a player's partial marks are notes: Hint teaches the next step, never says a mark leaves out the solution`, async (t) => {
    const { solver, problems } = await openSolver(t, viewport, { puzzle: EASY });
    // Snyder notation: a 2 noted where it may go, in row 1 and row 2 of column 3.
    await pencil(solver, [
      [1, 3, '2'],
      [2, 3, '2'],
    ]);
    await button(solver, 'Hint').click();
    await waitSaid(solver, /^Hint: /);
    const nudge = await said(solver);
    assert.doesNotMatch(nudge, /leave out|marks/i, nudge);
    assert.match(nudge, /Press Hint again/);
    await button(solver, 'Hint').click();
    await waitSaid(solver, /^Hint: (?!.*Press Hint again)/);
    const step = await said(solver);
    assert.match(step, /^Hint: (Naked|Hidden) single/, step);
    assert.equal((await statusBox(solver)).more, false, 'a short step is said whole, with no More');
    await screenshot(solver.locator('.board'), `hint-notes-${size}`);
    // Said complete, the same marks leave no way to finish the grid: the hint says so, naming no cell, and still teaches.
    await solver.getByRole('checkbox', { name: 'My marks are complete' }).check();
    await button(solver, 'Hint').click();
    await waitSaid(solver, /^Hint: /);
    const box = await statusBox(solver);
    assert.equal(box.more, true, 'the note behind More');
    assert.match(box.whole, /^Your marks, taken as complete, leave no way to finish the grid/);
    // Up front too, not only behind More, and the line still needs no scrolling.
    assert.match(await said(solver), /^Hint: Your marks struck out a digit the grid needs\. /);
    assert.equal(box.fits, true, `the nudge with the note fits its line: ${box.debug}`);
    await button(solver, 'Hint').click();
    await waitSaid(solver, /^Hint: (?!.*Press Hint again)/);
    assert.match(await said(solver), /^Hint: Your marks struck out a digit the grid needs\. /, 'the step says it too');
    assert.equal((await statusBox(solver)).fits, true, 'the step with the note fits its line');
    await screenshot(solver.locator('.board'), `hint-marks-wrong-${size}`);
    assert.doesNotMatch(`${await said(solver)} ${box.whole}`, /row 2, column 3 leave|leave out the symbol/);
    assert.deepEqual(problems, []);
  });

  test(`${size}: a hint shown keeps the player's own corner and centre marks, as they are, in the cells it does not involve`, async (t) => {
    const { page, solver, problems } = await openSolver(t, viewport, { puzzle: EASY });
    // Row 2 column 3, row 5 column 1, row 9 column 2: a corner 2 and centre 6 and 9 in each.
    const cells = [11, 36, 73];
    for (const index of cells) {
      await solver.locator('[role="gridcell"] input').nth(index).focus();
      await page.keyboard.press('x');
      await page.keyboard.press('2');
      await page.keyboard.press('c');
      await page.keyboard.type('69');
    }
    await page.keyboard.press('z');
    const marksOf = () =>
      solver.evaluate(
        (host, cells) =>
          cells.map((index) => {
            const cell = host.shadowRoot.querySelectorAll('[role="gridcell"]')[index];
            const input = cell.querySelector('input');
            return {
              involved: ['in-unit', 'hinted', 'cover', 'crossing', 'evidence'].some((c) => input.classList.contains(c)),
              own: cell.querySelector('.marks.own')?.textContent ?? '',
              centre: cell.querySelector('.centre-marks')?.textContent ?? '',
            };
          }),
        cells,
      );
    const before = await marksOf();
    assert.deepEqual(
      before.map(({ own, centre }) => [own, centre]),
      cells.map(() => ['2', '69']),
    );
    for (const stage of ['nudge', 'step']) {
      await button(solver, 'Hint').click();
      await waitSaid(solver, stage === 'nudge' ? /Press Hint again/ : /^Hint: (?!.*Press Hint again)/);
      const during = await marksOf();
      const apart = during.filter(({ involved }) => !involved);
      assert.ok(apart.length >= 2, `${stage}: cells the hint does not involve: ${JSON.stringify(during)}`);
      for (const marks of apart) assert.deepEqual([marks.own, marks.centre], ['2', '69'], `${stage}: own marks kept`);
    }
    await screenshot(solver.getByRole('grid'), `hint-keeps-marks-${size}`);
    assert.deepEqual(problems, []);
  });

  test(`${size}: a chain hint fits its box as a summary with More, which opens under the grid, covering none of it or its arrows, and moves nothing`, async (t) => {
    const { solver, problems } = await openSolver(t, viewport, AIC);
    // Hinted once the puzzle is rated, as a player who looks first would:
    // the rating under the status must not push the summary out of its box.
    await solver
      .locator('[data-part="rating"]')
      .filter({ hasText: /^Difficulty: / })
      .waitFor({ timeout: 60_000 });
    await hintStep(solver);
    await button(solver, 'Apply this step').waitFor();
    await solver.page().evaluate(() => new Promise((done) => requestAnimationFrame(() => done(undefined))));
    const step = await said(solver);
    assert.match(step, /^Hint: Alternating inference chain: row \d, column \d loses \d\.$/, step);
    const shut = await statusBox(solver);
    assert.equal(shut.fits, true, `the summary needs no scrolling: ${shut.debug}`);
    assert.equal(shut.more, true);
    assert.match(shut.whole, /^Alternating inference chain: 7 in row 1, column 6 = 1 in row 1, column 6 - /);
    await solver.getByText('More', { exact: true }).click();
    // The details' toggle, which brings the whole step into view, is a task of its own.
    let open = await statusBox(solver);
    for (let tries = 0; tries < 50 && !(open.open && open.wholeInView && open.wholeFits); tries++) {
      await solver.page().waitForTimeout(100);
      open = await statusBox(solver);
    }
    assert.equal(open.open, true);
    assert.equal(open.wholeInView && open.wholeFits, true, 'the whole step is in view, unscrolled');
    assert.equal(open.gridTop, shut.gridTop, 'nothing moved');
    assert.ok(open.arrows >= 3, `the chain is drawn: ${open.arrows} arrows`);
    assert.equal(open.covered, 0, 'the whole covers neither the grid nor an arrow of the chain');
    await screenshot(solver.locator('.board'), `hint-more-${size}`);
    await solver.getByText('Less', { exact: true }).click();
    assert.equal((await statusBox(solver)).open, false);
    assert.deepEqual(problems, []);
  });

  test(`${size}: a chain is drawn link for link, strong solid and weak dashed, as its words read, a link within a cell looped clear of its digits, light and dark`, async (t) => {
    for (const scheme of ['light', 'dark']) {
      const { context, solver, problems } = await openSolver(t, viewport, AIC, scheme);
      await hintStep(solver);
      const chain = (await statusBox(solver)).whole.split(' (= a strong')[0];
      const drawn = await solver.evaluate((host) => {
        const links = [...host.shadowRoot.querySelectorAll('svg.chain path.link')];
        const style = (link) => getComputedStyle(link);
        return {
          strong: links.filter((l) => l.classList.contains('strong')).length,
          weak: links.filter((l) => l.classList.contains('weak')).length,
          dashes: links.map((l) => style(l).strokeDasharray),
          stroke: links.map((l) => style(l).stroke)[0],
          page: getComputedStyle(host.shadowRoot.querySelector('.grid')).backgroundColor,
          lengths: links.map((l) => l.getTotalLength()),
        };
      });
      assert.equal(drawn.strong, chain.split(' = ').length - 1, `${scheme}: a solid arrow a strong link`);
      assert.equal(drawn.weak, chain.split(' - ').length - 1, `${scheme}: a dashed arrow a weak link`);
      assert.ok(drawn.strong >= 2 && drawn.weak >= 1);
      for (let k = 0; k < drawn.dashes.length; k++) {
        assert.equal(drawn.dashes[k] === 'none', k % 2 === 0, `${scheme}: link ${k} strong solid, weak dashed`);
      }
      assert.ok(
        drawn.lengths.every((length) => length > 5),
        'every arrow joins two marks',
      );
      assert.ok(contrast(drawn.stroke, drawn.page) >= 3, `${scheme}: ${drawn.stroke} on ${drawn.page}`);
      const inCell = await inCellLinks(solver);
      assert.equal(inCell.length, 2, 'the chain has two links within a cell (row 1, column 6 and row 7, column 1)');
      for (const link of inCell) {
        // Squeezed between the digits they were half a cell long and a tenth of one off their chord.
        assert.ok(link.length >= 0.9, `${scheme}: an in-cell link ${link.length} cells long`);
        assert.ok(link.bulge >= 0.4, `${scheme}: an in-cell link clear of the digits, ${link.bulge} of a cell out`);
      }
      await screenshot(solver.getByRole('grid'), `hint-chain-${size}-${scheme}`);
      assert.deepEqual(problems, []);
      // Given back before the next scheme's page opens: that is this page made fresh (page-pool.mjs), not a new context.
      await context.close();
    }
  });
}

test('simple colouring in two clearly different colours, light and dark', async (t) => {
  for (const scheme of ['light', 'dark']) {
    const { context, solver, problems } = await openSolver(t, SIZES[0][1], COLOURING, scheme);
    await stepTo(solver, 'Simple colouring');
    const { backs, kept } = await solver.evaluate((host) => {
      const marks = [...host.shadowRoot.querySelectorAll('.marks .proof')];
      const style = (mark) => getComputedStyle(mark);
      return {
        // The colour a candidate of the chain has, whether it stays or, in the false colour, is struck out.
        backs: [...new Set(marks.map((mark) => style(mark).backgroundColor))],
        kept: marks
          .filter((m) => !m.classList.contains('removed'))
          .map((m) => [style(m).color, style(m).backgroundColor]),
      };
    });
    assert.equal(backs.length, 2, `${scheme}: two colours: ${backs}`);
    assert.ok(contrast(backs[0], backs[1]) >= 1.5, `${scheme}: ${backs[0]} and ${backs[1]} tell apart`);
    assert.ok(kept.length > 0);
    for (const [text, back] of kept) assert.ok(contrast(text, back) >= 4.5, `${scheme}: ${text} on ${back}`);
    await screenshot(solver.getByRole('grid'), `hint-colouring-${scheme}`);
    assert.deepEqual(problems, []);
    // Given back before the next scheme's page opens: that is this page made fresh (page-pool.mjs), not a new context.
    await context.close();
  }
});

test("a fish's base lines shaded and its cover lines hatched, both where they cross", async (t) => {
  const { solver, problems } = await openSolver(t, SIZES[1][1], X_WING);
  await stepTo(solver, 'X-wing');
  // The eliminations applied on the way wrote the candidates as marks, so they are complete: the hints moved on.
  assert.equal(await solver.getByRole('checkbox', { name: 'My marks are complete' }).isChecked(), true);
  const lines = await solver.evaluate((host) => {
    const inputs = [...host.shadowRoot.querySelectorAll('[role="gridcell"] input')];
    const cells = (name) => inputs.flatMap((input, cell) => (input.classList.contains(name) ? [cell] : []));
    return { base: cells('in-unit'), cover: cells('cover'), crossing: cells('crossing') };
  });
  // Rows 5 and 7 the base, columns 3 and 8 the cover: 14 cells each beside the 4 where they cross.
  assert.equal(lines.crossing.length, 4);
  assert.deepEqual(lines.crossing, [38, 43, 56, 61]);
  assert.equal(lines.base.length, 14);
  assert.equal(lines.cover.length, 14);
  await screenshot(solver.getByRole('grid'), 'hint-x-wing-phone');
  assert.deepEqual(problems, []);
});

test('a forcing chain is drawn from its supposition through each single in turn', async (t) => {
  const { solver, problems } = await openSolver(t, SIZES[0][1], FORCING, 'dark');
  await stepTo(solver, 'Forcing chain');
  const singles = (await statusBox(solver)).whole.split(' singles would follow (')[1].split(') until')[0];
  const arrows = await solver.evaluate((host) => host.shadowRoot.querySelectorAll('svg.chain path.link.forces').length);
  assert.equal(arrows, singles.split('; ').length, 'an arrow a single, the first from the supposition');
  await screenshot(solver.getByRole('grid'), 'hint-forcing-dark');
  assert.deepEqual(problems, []);
});
