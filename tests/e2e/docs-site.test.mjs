// The docs site (`npm run docs`, scripts/docs.mjs), built and served as a
// static folder and driven in Chromium: its fences are live elements of the
// production build (a solve-mode fence solves, a visualizer fence starts at
// its step and plays, the ladder fence is ready to race), its run examples
// print what the text says, every page loads without a console error, and
// every link between pages reaches a page and an anchor. Also, without a
// browser: every relative link of README.md and docs/*.md reaches a file
// and an anchor in the repository, as GitHub shows them.
// Run with `npm run build && node --test tests/e2e/docs-site.test.mjs`.

import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { after, before, test } from 'node:test';
import { buildDocs } from '../../scripts/docs.mjs';
import MarkdownIt from 'markdown-it';
import { headingAnchors } from '../../scripts/docs/markdown.mjs';
import { launchBrowser, pageOpener, pressTool, ROOT, screenshot, startServer } from './harness.mjs';
import { allSolutions, UNITS } from './sudoku9.mjs';

const HARD = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';

/** The two screens the site is read on: a desktop's, where the walk reads every page, and a phone's. */
const DESKTOP = { viewport: { width: 1280, height: 900 }, colorScheme: /** @type {const} */ ('light') };
const PHONE = { viewport: { width: 375, height: 800 }, colorScheme: /** @type {const} */ ('dark') };

let server;
let browser;
/** @type {ReturnType<typeof pageOpener>} */
let openPage;
/** @type {string[]} */
let pages;
before(async () => {
  ({ pages } = await buildDocs());
  server = await startServer(join(ROOT, 'dist/docs'));
  browser = await launchBrowser();
  openPage = pageOpener(browser, server.url);
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * Opens a page of the site once its elements and examples have settled;
 * the test's `t.after` checks that nothing was logged.
 * @param {import('node:test').TestContext} t
 * @param {string} file
 * @param {object} [options] for browser.newContext
 */
async function openDocs(t, file, options) {
  const opened = await openPage(`${server.url}/${file}`, options);
  let open = true;
  const close = async () => {
    if (!open) return;
    open = false;
    assert.deepEqual(opened.problems, [], `${file}: no console errors`);
    await opened.context.close();
  };
  t.after(close);
  await settle(opened.page);
  return { ...opened, close };
}

/**
 * Waits until the page's examples have run, its visualizers have loaded and
 * its solvers have rated their puzzles: conditions, not a quiet moment on the
 * network, which a loaded machine can reach before the page's own deferred
 * work (a rating starts once the page has loaded and been idle a moment,
 * solve/rating.js) has begun. A test that then moves on to another page
 * aborts no fetch of that work.
 * @param {import('playwright-core').Page} page
 */
async function settle(page) {
  await page.waitForLoadState('load');
  await page.evaluate(async () => {
    if (document.querySelector('.run-js')) {
      await new Promise((done) => {
        const ran = () => document.documentElement.hasAttribute('data-examples-ran');
        if (ran()) return done(undefined);
        new MutationObserver(() => ran() && done(undefined)).observe(document.documentElement, { attributes: true });
      });
    }
    if (!document.querySelector('sudoku-dlx')) return;
    await customElements.whenDefined('sudoku-dlx');
    for (const element of document.querySelectorAll('sudoku-dlx[mode="visualize"]')) {
      await /** @type {any} */ (element).pause();
    }
  });
  // Every solver with clues shows a rating, or why it is not rated, in the end.
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('sudoku-dlx[mode="solve"]')]
        .filter((element) => /[^.]/.test(element.getAttribute('puzzle') ?? ''))
        .every((element) => element.shadowRoot?.querySelector('[data-part="rating"]')?.textContent),
    null,
    { timeout: 60_000 },
  );
}

/**
 * Whether `solution` keeps the givens of `puzzle` and holds 1 to 9 once in
 * every unit. (Plain backtracking would take a minute on the hard example.)
 * @param {string} puzzle
 * @param {string} solution
 */
function solves(puzzle, solution) {
  const keeps = [...puzzle].every((cell, i) => cell === '.' || cell === solution[i]);
  return (
    keeps && UNITS.every((unit) => new Set(unit.map((cell) => solution[cell])).size === 9 && !/[^1-9]/.test(solution))
  );
}

test('the site has an index and a page for each docs/*.md, each in the list of pages', async () => {
  const sources = (await readdir(join(ROOT, 'docs'))).filter((file) => file.endsWith('.md'));
  assert.deepEqual([...pages].sort(), ['index.html', ...sources.map((file) => file.replace(/\.md$/, '.html'))].sort());
  const html = await readFile(join(ROOT, 'dist/docs/engine.html'), 'utf8');
  for (const file of pages) assert.match(html, new RegExp(`<a href="${file}"`), `engine.html lists ${file}`);
});

/**
 * The tests of the pages with live fences and examples, each run as a subtest
 * on the page the walk below has loaded (a page loads in seconds, its solvers
 * rating their puzzles: each page is loaded once), after the walk has read it.
 * @type {Record<string, [string, (page: import('playwright-core').Page) => Promise<void>][]>}
 */
const FENCES = {
  'page.html': [
    ['the site reads at 1280×900, light', (page) => reads(page, DESKTOP)],
    ['a solve-mode fence solves the puzzle it shows', solveFence],
  ],
  'embedding.html': [
    ['the ladder fence stands ready to race the puzzle it names', ladderFence],
    ['a visualizer fence starts at its step, shows its panels and controls, steps and plays', visualizerFence],
    ['the html run examples work as their markup and script say', htmlRunExamples],
  ],
  'javascript-api.html': [['the run examples print what the page says they print', runExamples]],
  'generate-and-rate.html': [['the generator example gives a puzzle of each level asked for', generatorExample]],
};

test('every page loads cleanly, and every link inside the site reaches a page and an anchor', async (t) => {
  /** @type {Map<string, Set<string>>} */
  const ids = new Map();
  /** @type {{ from: string, href: string }[]} */
  const links = [];
  for (const file of pages) {
    const { page, close } = await openDocs(t, file, DESKTOP);
    const found = await page.evaluate(() => ({
      ids: [...document.querySelectorAll('[id]')].map((element) => element.id),
      hrefs: [...document.querySelectorAll('a[href]')].map((a) => /** @type {HTMLAnchorElement} */ (a).href),
      images: [...document.images].map((image) => ({ src: image.src, width: image.naturalWidth })),
    }));
    ids.set(file, new Set(found.ids));
    for (const href of found.hrefs) links.push({ from: file, href });
    for (const { src, width } of found.images) assert.ok(width > 0, `${file}: the image ${src} loads`);
    for (const [name, check] of FENCES[file] ?? []) await t.test(name, () => check(page));
    await close();
  }
  assert.deepEqual(
    Object.keys(FENCES).filter((file) => !pages.includes(file)),
    [],
    'every page with fences to test is in the site',
  );
  const inside = links.filter(({ href }) => href.startsWith(`${server.url}/`));
  assert.ok(inside.length > 300, `${inside.length} links inside the site`);
  const broken = inside.filter(({ href }) => {
    const url = new URL(href);
    const file = url.pathname.slice(1) || 'index.html';
    if (!ids.has(file)) return !existsSync(join(ROOT, 'dist/docs', file)) || url.hash !== '';
    return url.hash !== '' && !ids.get(file).has(decodeURIComponent(url.hash.slice(1)));
  });
  assert.deepEqual(broken, []);
  assert.ok(inside.some(({ from, href }) => from === 'page.html' && href.endsWith('/engine.html#the-engine')));
});

/** @param {import('playwright-core').Page} page */
async function solveFence(page) {
  const solver = page.locator('sudoku-dlx[mode="solve"]').first();
  const puzzle = await solver.getAttribute('puzzle');
  // The listener is in place before Solve is pressed, not set by an
  // evaluate still on its way (ladder.test.mjs's race() once lost its event so).
  await solver.evaluate((host) => {
    /** @type {any} */ (host).answer = new Promise((done) =>
      host.addEventListener('solution', (e) => done(/** @type {CustomEvent} */ (e).detail), { once: true }),
    );
  });
  await pressTool(solver, 'solve');
  const detail = /** @type {any} */ (await solver.evaluate((host) => /** @type {any} */ (host).answer));
  assert.equal(detail.puzzle, puzzle);
  assert.deepEqual([detail.solution], allSolutions(puzzle, 2), 'the one solution, by plain backtracking');
  const shown = await solver.evaluate((host) =>
    [...host.shadowRoot.querySelectorAll('[role="gridcell"] input')]
      .map((input) => /** @type {HTMLInputElement} */ (input).value)
      .join(''),
  );
  assert.equal(shown, detail.solution);
}

/** @param {import('playwright-core').Page} page */
async function visualizerFence(page) {
  const visualizer = page.locator('sudoku-dlx[mode="visualize"][problem="queens 6"]');
  assert.equal(await visualizer.count(), 1, 'the fence of the attributes section');
  const state = await visualizer.evaluate(async (host) => {
    const element = /** @type {any} */ (host);
    const shown = (/** @type {string} */ part) =>
      Boolean(host.shadowRoot.querySelector(`[part~="${part}"]`)?.checkVisibility());
    const start = element.step;
    await element.stepForward();
    const next = element.step;
    await element.play();
    await new Promise((done) => host.addEventListener('step', done, { once: true }));
    await element.pause();
    return {
      start,
      next,
      played: element.step,
      panels: ['matrix-panel', 'stack-panel', 'counters-panel', 'grid-panel', 'tree-panel'].filter(shown),
      picker: [...host.shadowRoot.querySelectorAll('select')].some((select) => select.checkVisibility()),
    };
  });
  assert.equal(state.start, 12, 'the fence says step=12');
  assert.equal(state.next, 13);
  assert.ok(state.played > 13, `played on to step ${state.played}`);
  assert.deepEqual(state.panels, ['matrix-panel', 'stack-panel', 'counters-panel']);
  assert.equal(state.picker, false, 'controls="playback timeline" leaves out the problem picker');
  await screenshot(visualizer, 'docs-site-visualizer');
}

/** @param {import('playwright-core').Page} page */
async function ladderFence(page) {
  const ladder = page.locator('sudoku-dlx[mode="ladder"]');
  await ladder.scrollIntoViewIfNeeded();
  await ladder.getByRole('button', { name: 'Race', exact: true }).waitFor();
  assert.equal(await ladder.getAttribute('puzzle'), HARD);
}

/** @param {import('playwright-core').Page} page */
async function runExamples(page) {
  const outputs = await page.locator('.run-output').allTextContents();
  assert.equal(outputs.length, 3);
  const [solved, counted, none, thrown] = outputs[0].split('\n');
  assert.ok(solves(HARD, solved), `${solved} solves the hard example`);
  assert.deepEqual([counted, none], ['288', 'undefined']);
  assert.match(thrown, /^unexpected 'x' at column 3/);
  assert.match(outputs[1], /^naked single easy \[\{"cell":\d+,"symbol":"\d"\}\]\n/);
  assert.match(outputs[1], /\n\.\.1\.\.\.25\.39/, 'the generated puzzle, the same for seed 7 everywhere');
  assert.match(outputs[2], /^choose a\ncover a\nselect /);
  assert.match(outputs[2], /solutions 1$/);
}

/** @param {import('playwright-core').Page} page */
async function generatorExample(page) {
  const lines = String(await page.locator('.run-output').textContent()).split('\n');
  assert.deepEqual(
    lines.map((line) => line.split(' ')[1]),
    ['easy', 'medium', 'hard', 'expert'],
  );
  for (const line of lines) {
    const puzzle = line.split(' ')[0];
    assert.equal(allSolutions(puzzle, 2).length, 1, `${puzzle} has one solution`);
  }
}

/** @param {import('playwright-core').Page} page */
async function htmlRunExamples(page) {
  const options = (/** @type {string} */ text) => text.split(' | ').sort();
  await page.locator('#events-next').click();
  await page.getByText(/^solution at step \d+: /).waitFor();
  const said = String(await page.locator('#events-said').textContent());
  // Knuth's example has one exact cover: {a d f}, {b g}, {c e}.
  assert.deepEqual(options(said.replace(/^solution at step \d+: /, '')), ['a d f', 'b g', 'c e']);
  await page.locator('#events-next').click();
  await page.getByText(/^no more solutions \(\d+ steps\)$/).waitFor();

  const themed = page.locator('#themed').getByRole('button', { name: 'Play' });
  assert.equal(await themed.evaluate((button) => getComputedStyle(button).backgroundColor), 'rgb(124, 58, 237)');

  const solver = page.locator('sudoku-dlx[watch="watched"]');
  const loaded = page.locator('#watched').evaluate(
    (host) =>
      new Promise((done) =>
        host.addEventListener('problemchange', (e) => done(/** @type {CustomEvent} */ (e).detail.link), {
          once: true,
        }),
      ),
  );
  await pressTool(solver, 'watch');
  assert.equal(await loaded, await solver.getAttribute('puzzle'), 'the visualizer named by watch shows the puzzle');
}

/**
 * Whether page.html, opened on `screen`, reads there: nothing wider than the
 * window, the list of pages beside the text only on a wide screen and behind
 * the Pages menu on a narrow one.
 * @param {import('playwright-core').Page} page
 * @param {typeof DESKTOP | typeof PHONE} screen
 */
async function reads(page, { viewport: { width }, colorScheme }) {
  const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  assert.ok(fits, `nothing wider than the ${width} px window`);
  const sidebar = await page.locator('.sidebar').isVisible();
  assert.equal(sidebar, width > 900, 'the list of pages beside the text only on a wide screen');
  if (width < 900) {
    await page.getByText('Pages', { exact: true }).click();
    await page.locator('.menu nav').getByRole('link', { name: 'The engine' }).click();
    await page.waitForURL(/engine\.html$/);
  }
  await screenshot(page, `docs-site-${width}-${colorScheme}`);
}

test('the site reads on a 375 px phone, dark (at 1280×900, light, with the walk)', async (t) => {
  const { page } = await openDocs(t, 'page.html', PHONE);
  await reads(page, PHONE);
});

test('every relative link of README.md and docs/*.md reaches a file and an anchor on GitHub', async () => {
  const md = new MarkdownIt({ html: true }).use(headingAnchors);
  const files = [
    'README.md',
    ...(await readdir(join(ROOT, 'docs'))).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`),
  ];
  /** @type {Map<string, Set<string>>} */
  const anchors = new Map();
  /** @type {{ from: string, target: string, anchor: string }[]} */
  const links = [];
  for (const file of files) {
    const tokens = md.parse(await readFile(join(ROOT, file), 'utf8'), {});
    anchors.set(
      file,
      new Set(tokens.filter((token) => token.type === 'heading_open').map((token) => String(token.attrGet('id')))),
    );
    for (const token of tokens.flatMap((block) => block.children ?? [])) {
      const name = token.type === 'link_open' ? 'href' : token.type === 'image' ? 'src' : null;
      const href = name && String(token.attrGet(name));
      if (!href || /^[a-z]+:/i.test(href)) continue;
      const [path, anchor = ''] = href.split('#');
      const target = path ? relative(ROOT, join(ROOT, dirname(file), path)) : file;
      links.push({ from: file, target, anchor });
    }
  }
  assert.ok(links.length > 50);
  const broken = links.filter(
    ({ target, anchor }) => !existsSync(join(ROOT, target)) || (anchor !== '' && !anchors.get(target)?.has(anchor)),
  );
  assert.deepEqual(broken, []);
});
