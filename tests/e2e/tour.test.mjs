// The guided tour (tour.html): every chapter opens its visualizer at its
// step (or, for colours, the engine's answer), a link names a chapter and a
// step, N and P move between chapters, progress survives a reload, and each
// kind of exercise is answered wrong (the verdict explains, the state is
// drawn at the step the answer is seen) and then right. The right answers
// here are Knuth's, from the paper and TAOCP, not read from the page.
// Screenshots at 1280×900, 1920×1080 and 375×800, light and dark.
// Run with `npm run build && node --test tests/e2e/tour.test.mjs`.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { CHAPTERS } from '../../www/tour/chapters.js';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSite } from '../../scripts/bundle.mjs';
import { BUILT_ONCE } from '../../scripts/package.mjs';
import { openPage, ROOT, screenshot, showScheme, startServer, startSite } from './harness.mjs';

/** @type {Awaited<ReturnType<typeof startSite>>} */
let site;
before(async () => {
  site = await startSite();
});
after(async () => {
  await site?.close();
});

/**
 * Opens the tour at `query`; the test's `t.after` checks nothing was logged.
 * @param {import('node:test').TestContext} t
 * @param {string} query
 * @param {object} [options] for browser.newContext
 */
async function openTour(t, query, options) {
  const opened = await site.open(`/tour.html${query}`, options);
  t.after(async () => {
    assert.deepEqual(opened.problems, [], 'no console errors');
    await opened.context.close();
  });
  return opened;
}

/**
 * Waits until the chapter's visualizer has loaded and shows `step` (before
 * it loads, the element's `step` is the one it will open at).
 * @param {import('playwright-core').Page} page
 * @param {number} step
 */
async function liveAt(page, step) {
  await page.waitForFunction((n) => {
    const live = /** @type {any} */ (document.querySelector('#live'));
    return live?.step === n && !live.matches(':state(loading)') && live.shadowRoot?.querySelector('canvas');
  }, step);
}

/**
 * The exercise `id`, once its choices are in.
 * @param {import('playwright-core').Page} page
 * @param {string} id
 */
async function exercise(page, id) {
  const section = page.locator(`.exercise[data-exercise="${id}"]`);
  await section.locator('form .check').waitFor();
  return section;
}

/**
 * Ticks exactly `names` among the exercise's choices and presses Check;
 * returns the verdict once shown.
 * @param {import('playwright-core').Locator} section
 * @param {string[]} names
 */
async function answer(section, names) {
  for (const input of await section.locator('.choice input').all()) {
    const wanted = names.includes(await input.inputValue());
    if ((await input.isChecked()) !== wanted) await input.click();
  }
  return check(section);
}

/** @param {import('playwright-core').Locator} section */
async function check(section) {
  const verdict = section.locator('.verdict');
  const before = await verdict.textContent();
  await section.locator('form .check').click();
  // Bounded, so a verdict that never comes fails the test and says so
  // rather than holding the whole run.
  await section
    .page()
    .waitForFunction(
      ([element, was]) => Boolean(element?.textContent) && element?.textContent !== was,
      /** @type {const} */ ([await verdict.elementHandle(), before]),
      { timeout: 60_000 },
    );
  return {
    right: await verdict.evaluate((element) => element.classList.contains('right')),
    said: await verdict.textContent(),
  };
}

/**
 * The step the drawn state of a wrong answer shows, once it has loaded.
 * @param {import('playwright-core').Locator} section
 */
async function drawnStep(section) {
  const drawn = section.locator('.drawn sudoku-dlx');
  const wanted = Number(await drawn.getAttribute('step'));
  await drawn.evaluate(
    (element, n) =>
      new Promise((done) => {
        const shown = () =>
          /** @type {any} */ (element).step === n && element.shadowRoot?.querySelector('canvas')
            ? done(undefined)
            : requestAnimationFrame(shown);
        shown();
      }),
    wanted,
  );
  return wanted;
}

test('every chapter opens its visualizer at its step, or shows the engine’s answer; no sideways scroll on a phone', async (t) => {
  // One browser context, so the chapters read before are ticked as done
  // (a ticked chapter once pushed its hidden "(done)" out of the phone's strip).
  const { page } = await openTour(t, '?chapter=exact-cover', { viewport: { width: 375, height: 800 } });
  for (const chapter of CHAPTERS) {
    if (chapter !== CHAPTERS[0]) await page.goto(page.url().replace(/chapter=[\w-]+.*$/, `chapter=${chapter.id}`));
    assert.equal(await page.locator('h1').textContent(), chapter.title);
    assert.equal(await page.locator('#chapters [aria-current="page"]').count(), 1);
    if (chapter.live) {
      await liveAt(page, chapter.live.step);
    } else {
      await page.waitForFunction(() => !document.querySelector('#colour-answer')?.textContent?.includes('…'));
      const said = await page.locator('#colour-answer').textContent();
      assert.equal(said, '2 exact covers; the first found is p x:A, q x:A y:C, r y:C.', 'Algorithm C’s two covers');
      // A reader's words: no function names, no raw message from the stepper.
      const text = await page.locator('#chapter').innerText();
      assert.doesNotMatch(text, /solveExactCover|countExactCover|stepper|without colours/);
    }
    assert.equal(await page.locator('.exercise').count(), chapter.exercises.length);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    assert.ok(overflow <= 0, `${chapter.id}: ${overflow} px of sideways scroll`);
    const shown = /** @type {{ x: number, width: number }} */ (
      await page.locator('#chapters [aria-current="page"]').boundingBox()
    );
    assert.ok(shown.x >= 0 && shown.x + shown.width <= 375, `${chapter.id}: its name in view in the strip`);
    // The chapters before it are in the strip whole or not at all: a sliver of one read as a stray mark.
    const cut = await page.evaluate(() => {
      const strip = /** @type {HTMLElement} */ (document.querySelector('#chapters')).getBoundingClientRect();
      const links = [...document.querySelectorAll('#chapters a')];
      const current = links.findIndex((link) => link.getAttribute('aria-current') === 'page');
      return links
        .slice(0, current)
        .map((link) => link.getBoundingClientRect())
        .filter((box) => box.left < strip.left - 0.5 && box.right > strip.left + 0.5)
        .map((box) => `${Math.round(box.right - strip.left)} px`);
    });
    assert.deepEqual(cut, [], `${chapter.id}: a chapter before it cut at the strip's edge`);
    // The tour's words use typographic apostrophes and quotes throughout (Knuth’s, not Knuth's).
    const words = await page.evaluate(() => document.body.innerText);
    const straight = words.match(/.{0,12}['"].{0,12}/g) ?? [];
    assert.deepEqual(straight, [], `${chapter.id}: straight apostrophes or quotes`);
  }
  assert.equal(await page.locator('#chapters li.done').count(), 0, 'read, with no exercise solved, no chapter is done');
});

test('the colours exercise: another cover, checked by the engine’s Algorithm C; a wrong one says what clashes', async (t) => {
  const { page } = await openTour(t, '?chapter=colours');
  await page.waitForFunction(() => !document.querySelector('#colour-answer')?.textContent?.includes('…'));
  const section = await exercise(page, 'colours-other');
  const first = await answer(section, ['p x:A', 'q x:A y:C', 'r y:C']);
  assert.deepEqual(first, { right: false, said: 'That is the engine’s first cover, shown above: find another.' });
  const clash = await answer(section, ['p x:A', 'q y:D', 'r y:C']);
  assert.equal(clash.right, false);
  assert.equal(
    clash.said,
    'Not a cover: y is given colour D and colour C. The answer: p x:B, q y:D and r x:B.',
    'from the second wrong try, the other cover is named',
  );
  const twice = await answer(section, ['p x:A', 'p x:B', 'q y:D']);
  assert.match(
    twice.said,
    /^Not a cover: p is in more than one option, and r is in none, and x is given colour A and colour B\./,
  );
  const right = await answer(section, ['p x:B', 'q y:D', 'r x:B']);
  assert.deepEqual(right, {
    right: true,
    said: 'Right: p x:B, q y:D and r x:B, each primary item in exactly one option, each secondary item given one colour or none.',
  });
  assert.equal(await page.locator('#chapters li.done').count(), 1, 'colours, its exercise solved, is done');
});

test('a link opens a chapter at a step, and the address follows the step', async (t) => {
  const { page } = await openTour(t, '?chapter=algorithm-x&step=7');
  await liveAt(page, 7);
  await page.locator('#live').evaluate((element) => /** @type {any} */ (element).stepForward());
  await liveAt(page, 8);
  await page.waitForFunction(() => new URL(location.href).searchParams.get('step') === '8');
  assert.equal(new URL(page.url()).searchParams.get('chapter'), 'algorithm-x');
  // Reloaded once the page has settled, so that the reload cuts none of its requests (the icon's, once).
  await page.waitForLoadState('networkidle');
  await page.reload();
  await liveAt(page, 8);
});

test('] and [ go to the next and the previous chapter (P is the visualizer’s); typing an answer does not', async (t) => {
  // Each page is left once its visualizer has loaded: leaving sooner cuts
  // its modules' requests, which the test would count as failures.
  const { page } = await openTour(t, '?chapter=exact-cover');
  await liveAt(page, 0);
  await page.keyboard.press(']');
  await page.waitForURL(/chapter=algorithm-x/);
  assert.equal(await page.locator('h1').textContent(), CHAPTERS[1].title);
  await liveAt(page, 0);
  await page.keyboard.press('p');
  await page.keyboard.press('n');
  assert.match(page.url(), /chapter=algorithm-x/, 'P and N are not the tour’s');
  await page.keyboard.press('[');
  await page.waitForURL(/chapter=exact-cover/);
  await liveAt(page, 0);
  await page.goto(page.url().replace('exact-cover', 'sudoku'));
  await liveAt(page, 0);
  const area = page.locator('textarea[name="model"]');
  await area.waitFor();
  await area.press(']');
  assert.match(page.url(), /chapter=sudoku/, 'a ] typed in a model stays there');
  const next = page.locator('.pager a[rel="next"]');
  assert.equal(await next.getAttribute('aria-keyshortcuts'), ']');
  assert.equal(await page.locator('.pager a[rel="prev"]').getAttribute('aria-keyshortcuts'), '[');
  assert.match(await page.locator('.keys').innerText(), /\] next chapter, \[ previous/);
  assert.ok(await page.locator('.pager kbd').first().isVisible(), 'key hints shown where a mouse hovers');
  const box = /** @type {{ height: number }} */ (await next.boundingBox());
  assert.ok(box.height >= 44, `the next link is ${box.height} px tall`);
});

test('no key hints on a touch screen', async (t) => {
  const { page } = await openTour(t, '?chapter=algorithm-x', {
    viewport: { width: 375, height: 800 },
    hasTouch: true,
    isMobile: true,
  });
  await liveAt(page, 0);
  assert.equal(await page.evaluate(() => matchMedia('(hover: none)').matches), true);
  assert.equal(await page.locator('.pager kbd:visible, .keys:visible').count(), 0);
});

test('choose and hides: wrong, explained with the state drawn, then right; progress kept', async (t) => {
  const { page } = await openTour(t, '?chapter=algorithm-x');
  const first = await exercise(page, 'x-first-choice');
  const wrong = await answer(first, ['E']);
  assert.equal(wrong.right, false);
  assert.equal(
    wrong.said,
    'Not E: it has 2 options left. The items left and their lengths: A 2, B 2, C 2, D 3, E 2, F 2, G 3. X3 takes one of the fewest options, the leftmost of a tie.',
    'why E is wrong, the right answer unnamed',
  );
  // Drawn at the step asked about: the next step's narration names the choice.
  assert.equal(await drawnStep(first), 0, 'the state drawn before X3 chooses');
  const again = await answer(first, ['C']);
  assert.match(again.said, /^Not C: it has 2 options left\. .* The answer: A\.$/, 'named after a second wrong try');
  assert.equal(await drawnStep(first), 1, 'then drawn once A is chosen');
  const right = await answer(first, ['A']);
  assert.equal(right.right, true, 'the paper covers A first (its Figure 3)');
  assert.match(right.said, /^Right\. The items left .*: A\.$/);
  assert.equal(await first.locator('.drawn sudoku-dlx').count(), 0, 'a right answer needs no drawing');
  const second = await exercise(page, 'x-second-choice');
  const notC = await answer(second, ['C']);
  assert.equal(notC.right, false);
  assert.doesNotMatch(notC.said, /\bB\.|tie: B|answer/, 'B unnamed after one wrong try');
  await second.locator('.reveal').click();
  const shown = second.locator('.verdict.shown');
  await shown.waitFor();
  assert.match(await shown.textContent(), /X3 takes one of the fewest options, the leftmost of a tie: B\.$/);
  assert.equal((await answer(second, ['B'])).right, true, 'B has one option left, the leftmost such');

  await liveAt(page, 0);
  await page.reload();
  await exercise(page, 'x-first-choice');
  await liveAt(page, 0);
  assert.equal(await page.locator('.exercise.solved').count(), 2, 'both still solved after a reload');
  assert.match(await page.locator('#progress').textContent(), /2 of 11 exercises solved/);
  assert.equal(await page.locator('#chapters li.done').count(), 1, 'chapter 2 done');

  await page.goto(page.url().split('?')[0]);
  await page.locator('h1').waitFor();
  assert.equal(await page.locator('h1').textContent(), CHAPTERS[1].title, 'the tour opens where the reader left');
  await liveAt(page, 0);

  await page.goto(page.url().split('?')[0] + '?chapter=secondary');
  const queens = await exercise(page, 'queens-hides');
  const missed = await answer(queens, ['r1 c2 a2 b3', 'r3 c2 a4 b5']);
  assert.equal(missed.right, false);
  assert.match(
    missed.said,
    /^Not quite: r3 c2 a4 b5 is not hidden by this cover\. Covering a2 hides the options still in its list\. /,
  );
  assert.doesNotMatch(missed.said, /list: r1 c2 a2 b3/, 'the right answer unnamed');
  assert.equal(await drawnStep(queens), 4);
  assert.equal((await answer(queens, ['r1 c2 a2 b3'])).right, true, 'a secondary item is covered as any other');
});

test('lengths and backtracking: wrong, explained and drawn, then right', async (t) => {
  const { page } = await openTour(t, '?chapter=dancing-links');
  const lengths = await exercise(page, 'links-lengths');
  const items = await lengths
    .locator('.length input')
    .evaluateAll((inputs) => inputs.map((input) => /** @type {HTMLInputElement} */ (input).name));
  assert.deepEqual(items, ['len:B', 'len:C', 'len:E', 'len:F', 'len:G'], 'A and D are covered');
  /** @param {Record<string, number>} given */
  const fill = async (given) => {
    for (const [item, value] of Object.entries(given)) {
      await lengths.locator(`input[name="len:${item}"]`).fill(String(value));
    }
    return check(lengths);
  };
  const wrong = await fill({ B: 2, C: 2, E: 2, F: 2, G: 1 });
  assert.equal(wrong.right, false);
  assert.equal(
    wrong.said,
    'E is off. Count again the options the cover of D hid: each hidden option took one from the LEN of each other item it holds.',
  );
  assert.equal(await drawnStep(lengths), 3);
  assert.equal((await fill({ E: 1 })).right, true);

  const hides = await exercise(page, 'links-hides');
  assert.equal((await answer(hides, ['A D G', 'D E G'])).right, false, 'A D G left with the cover of A');
  assert.equal((await answer(hides, ['D E G'])).right, true);

  const undo = await exercise(page, 'links-backtrack');
  const partly = await answer(undo, ['F', 'C']);
  assert.equal(partly.right, false);
  assert.match(partly.said, /^Not quite: 3 items are missing\. Backtracking uncovers every item covered/);
  assert.equal(await drawnStep(undo), 11, 'drawn at the dead end');
  const twice = await answer(undo, ['F', 'C', 'A']);
  assert.match(
    twice.said,
    /^Not quite: A is not uncovered by it, and 3 items are missing\. .* The answer: F, C, B, G and D\.$/,
  );
  assert.equal(await drawnStep(undo), 17, 'then drawn with everything uncovered');
  await undo.locator('.reveal').click();
  await undo.locator('.verdict.shown').waitFor();
  assert.match(
    await undo.locator('.verdict').textContent(),
    /^Backtracking uncovers F, C, B, G and D, in that order: .*then X6 tries option A D \(step 18\)/,
  );
  assert.equal((await answer(undo, ['B', 'C', 'D', 'F', 'G'])).right, true);
  assert.match(await page.locator('#progress').textContent(), /3 of 11 exercises solved/);
});

test('the exact cover and the modelling exercise, checked by the engine', async (t) => {
  const { page } = await openTour(t, '?chapter=exact-cover');
  const cover = await exercise(page, 'exact-cover-solution');
  const notCover = await answer(cover, ['A D', 'B G', 'C E F', 'D E G']);
  assert.equal(notCover.right, false);
  assert.equal(notCover.said, 'Not this one: D, E and G are in more than one of them.');
  assert.equal(await drawnStep(cover), 0, 'the problem drawn, not the solution');
  assert.equal((await answer(cover, ['A D', 'B G', 'C E F'])).right, true);
  await liveAt(page, 0);

  await page.goto(page.url().replace('exact-cover', 'sudoku'));
  const model = await exercise(page, 'sudoku-model');
  const area = model.locator('textarea[name="model"]');
  await area.fill('c11 c12\nc11 x');
  assert.match((await check(model)).said, /^The engine cannot read it: line 2: "x" is not an item of the first line/);
  // A 3×3 Latin square: cells, digits in rows, digits in columns.
  const cells = [1, 2, 3].flatMap((r) => [1, 2, 3].map((c) => [r, c]));
  const options = (/** @type {boolean} */ withColumns) =>
    cells.flatMap(([r, c]) => [1, 2, 3].map((d) => `c${r}${c} r${r}#${d}${withColumns ? ` k${c}#${d}` : ''}`));
  const items = (/** @type {boolean} */ withColumns) =>
    [
      ...cells.map(([r, c]) => `c${r}${c}`),
      ...[1, 2, 3].flatMap((r) => [1, 2, 3].map((d) => `r${r}#${d}`)),
      ...(withColumns ? [1, 2, 3].flatMap((c) => [1, 2, 3].map((d) => `k${c}#${d}`)) : []),
    ].join(' ');
  // Cells alone: 3^9 ways, counted only to 100 times the answer.
  await area.fill(
    [cells.map(([r, c]) => `c${r}${c}`).join(' '), ...cells.flatMap(([r, c]) => [1, 2, 3].map(() => `c${r}${c}`))].join(
      '\n',
    ),
  );
  assert.match(
    (await check(model)).said,
    /^Your model has at least 1200 exact covers; the puzzle has 12 solutions\. More covers/,
  );
  await area.fill([items(false), ...options(false)].join('\n'));
  const loose = await check(model);
  assert.equal(loose.right, false);
  assert.match(
    loose.said,
    /^Your model has 216 exact covers; the puzzle has 12 solutions\. More covers than solutions/,
  );
  assert.equal(await drawnStep(model), 0, 'the model drawn');
  await area.fill([items(true), ...options(true)].join('\n'));
  const right = await check(model);
  assert.equal(right.right, true);
  assert.match(right.said, /^Right\. The engine finds 12 exact covers/);
  // The reader's model is kept with the progress: a reload shows it, not the starter.
  const typed = await area.inputValue();
  await liveAt(page, 0);
  await page.reload();
  const kept = await exercise(page, 'sudoku-model');
  assert.equal(await kept.locator('textarea[name="model"]').inputValue(), typed);
  assert.equal(await page.locator('.exercise.solved').count(), 1);
});

/**
 * Shows the page in `scheme` (the system's colour scheme emulated) once
 * every element on it has turned (see showScheme): the same page read in
 * light and in dark, where opening it again would cost a page.
 * @param {import('playwright-core').Page} page
 * @param {'light' | 'dark'} scheme
 */
async function showTourScheme(page, scheme) {
  await page.emulateMedia({ colorScheme: scheme });
  for (const element of await page.locator('sudoku-dlx').all()) await showScheme(element, scheme);
}

test('screenshots: 1280×900, 1920×1080 and 375×800, light and dark', async (t) => {
  const sizes = /** @type {const} */ ([
    ['desktop', 1280, 900],
    ['projector', 1920, 1080],
    ['phone', 375, 800],
  ]);
  const schemes = /** @type {const} */ (['light', 'dark']);
  for (const [name, width, height] of sizes) {
    const { page, context } = await openTour(t, '?chapter=algorithm-x', { viewport: { width, height } });
    await liveAt(page, 0);
    const first = await exercise(page, 'x-first-choice');
    await answer(first, ['B']);
    await drawnStep(first);
    await liveAt(page, 0);
    for (const colorScheme of schemes) {
      await showTourScheme(page, colorScheme);
      await screenshot(page, `tour-${name}-${colorScheme}`);
      // The first screen as the reader sees it, and the wrong answer explained.
      await page.evaluate(() => scrollTo(0, 0));
      await screenshot(page, `tour-${name}-${colorScheme}-top`, {});
      if (name !== 'projector') await screenshot(first, `tour-wrong-answer-${name}-${colorScheme}`);
      if (name === 'phone') {
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
        assert.ok(overflow <= 0, `${colorScheme}: no sideways scroll on a phone (${overflow} px)`);
        for (const target of await page.locator('.choice, .check, .reveal, .pager a, #chapters a').all()) {
          const box = /** @type {{ height: number }} */ (await target.boundingBox());
          assert.ok(box.height >= 44, `${colorScheme}: ${await target.textContent()}: ${box.height} px tall`);
        }
      }
    }
    if (name !== 'projector') {
      await page.goto(page.url().replace(/chapter=[\w-]+.*$/, 'chapter=colours'));
      await page.waitForFunction(() => !document.querySelector('#colour-answer')?.textContent?.includes('…'));
      for (const colorScheme of schemes) {
        await showTourScheme(page, colorScheme);
        await screenshot(page, `tour-colours-${name}-${colorScheme}`, { fullPage: true });
      }
    }
    // Given back now, so the next size's page is this one made fresh
    // (page-pool.mjs), not a new context: one opened while this is held would be.
    await context.close();
  }
});

test('the demo page’s first screen links to the tour, on a desktop and a phone', async (t) => {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 800 },
  ]) {
    const opened = await site.open('/index.html', { viewport });
    t.after(() => opened.context.close());
    const link = opened.page.getByRole('link', { name: 'Tour', exact: true });
    await link.waitFor();
    const box = /** @type {{ y: number, height: number }} */ (await link.boundingBox());
    assert.ok(box.y >= 0 && box.y + box.height <= viewport.height, `in the first screen: ${JSON.stringify(box)}`);
    assert.equal(await link.getAttribute('href'), 'tour.html');
    // Left once the page has settled, so that no request of its is cut.
    await opened.page.waitForLoadState('networkidle');
    assert.deepEqual(opened.problems, []);
    // Given back before the phone's page opens: that is this page made fresh (page-pool.mjs), not a new context.
    await opened.context.close();
  }
});

test('the built site serves the tour beside the demo page, the engine’s answers included', async (t) => {
  // npm test builds the site once for every test (SUDOKU_DLX_BUILT); alone, this test builds its own.
  let folder = join(ROOT, 'dist/site');
  if (!BUILT_ONCE) {
    folder = await mkdtemp(join(tmpdir(), 'tour-site-'));
    t.after(() => rm(folder, { recursive: true, force: true }));
    await buildSite(folder);
  }
  const server = await startServer(folder);
  t.after(() => server.stop());
  const { page, problems, context } = await openPage(site.browser, `${server.url}/tour.html?chapter=colours`);
  t.after(() => context.close());
  await page.waitForFunction(() => !document.querySelector('#colour-answer')?.textContent?.includes('…'));
  assert.match(await page.locator('#colour-answer').textContent(), /^2 exact covers/);
  // Left once the page has settled, so that no request of its (an icon) is cut.
  await page.waitForLoadState('networkidle');
  await page.goto(`${server.url}/tour.html?chapter=algorithm-x&step=3`);
  await liveAt(page, 3);
  assert.deepEqual(problems, []);
});
