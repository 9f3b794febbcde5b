// The element on someone else's page: its `theme` attribute (light, dark,
// or auto following the page's own dark mode before the system's, watched
// for changes), its layout untouched by the page's inherited text styles,
// and attributes a prerenderer wrote in lower case (`countlimit`) read.
// Run after `npm run build`.

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

/** A page of the site holding `body`, the element's module loaded. @param {string} body @param {string} [style] */
const pageWith = (body, style = '') => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>theme</title>
<style>${style}</style>
<script type="module" src="/www/sudoku-dlx/index.js"></script></head>
<body>${body}</body></html>`;

/** Each element's scheme as its solver frame shows it: dark or light, by the frame's background. */
function schemes() {
  return [...document.querySelectorAll('sudoku-dlx')].map((element) => {
    const frame = /** @type {Element} */ (element.shadowRoot?.querySelector('.frame, .dlx-vis'));
    const [r, g, b] = getComputedStyle(frame).backgroundColor.match(/\d+/g)?.map(Number) ?? [];
    return `${element.id}:${r + g + b < 200 ? 'dark' : 'light'}`;
  });
}

test('theme light and dark hold; auto follows the page (data-theme, slate, a dark class, color-scheme), then the system', async (t) => {
  const body = `<sudoku-dlx id="light" theme="light"></sudoku-dlx><sudoku-dlx id="dark" theme="dark"></sudoku-dlx>
    <sudoku-dlx id="auto"></sudoku-dlx><sudoku-dlx id="vis" mode="visualize" theme="auto" problem="knuth"></sudoku-dlx>`;
  const { page, context, problems } = await site.openScratch(pageWith(body), { colorScheme: 'light' });
  t.after(() => context.close());
  await page.waitForFunction(() => document.querySelector('#vis')?.shadowRoot?.querySelector('.dlx-vis'));
  const seen = async (/** @type {string} */ auto) => {
    const expected = ['light:light', 'dark:dark', `auto:${auto}`, `vis:${auto}`];
    // The page's change reaches the element through a MutationObserver: a moment later.
    for (let tries = 0; tries < 50; tries++) {
      if (JSON.stringify(await page.evaluate(schemes)) === JSON.stringify(expected)) break;
      await page.waitForTimeout(50);
    }
    assert.deepEqual(await page.evaluate(schemes), expected);
  };
  await seen('light');
  const root = (/** @type {string} */ script) => page.evaluate(script);
  await root("document.documentElement.dataset.theme = 'dark'"); // Starlight, Docusaurus
  await seen('dark');
  await root("document.documentElement.dataset.theme = 'light'");
  await page.emulateMedia({ colorScheme: 'dark' });
  await seen('light'); // the page's word before the system's
  await root("delete document.documentElement.dataset.theme; document.documentElement.style.colorScheme = 'light'");
  await seen('light'); // a page that says it is light
  await root("document.documentElement.style.colorScheme = ''");
  await seen('dark'); // the system's, when the page says nothing
  await page.emulateMedia({ colorScheme: 'light' });
  await seen('light');
  await root("document.body.dataset.mdColorScheme = 'slate'"); // MkDocs Material
  await seen('dark');
  await root("document.body.dataset.mdColorScheme = 'default'");
  await seen('light');
  await root("document.documentElement.classList.add('dark')");
  await seen('dark'); // VitePress, Tailwind; the root's word before the body's
  await screenshot(page, 'page-theme-dark-class');
  await root(
    "document.documentElement.classList.remove('dark'); document.querySelector('#auto').setAttribute('theme', 'dark')",
  );
  assert.deepEqual(await page.evaluate(() => /** @type {any} */ (document.querySelector('#auto')).theme), 'dark');
  assert.deepEqual(problems, []);
});

test("the visualizer's canvases follow the page's toggle", async (t) => {
  const body = '<sudoku-dlx mode="visualize" puzzle="..4....32......1" panels="grid"></sudoku-dlx>';
  const { page, context, problems } = await site.openScratch(pageWith(body), { colorScheme: 'light' });
  t.after(() => context.close());
  const cellColour = () =>
    page.evaluate(async () => {
      const element = /** @type {any} */ (document.querySelector('sudoku-dlx'));
      await element.pause();
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const canvas = element.shadowRoot.querySelector('[data-panel="grid"] canvas');
      const copy = document.createElement('canvas');
      copy.width = canvas.width;
      copy.height = canvas.height;
      const context = /** @type {CanvasRenderingContext2D} */ (copy.getContext('2d'));
      context.drawImage(canvas, 0, 0);
      return Array.from(context.getImageData(canvas.width / 8, canvas.height / 8, 1, 1).data.slice(0, 3));
    });
  assert.deepEqual(await cellColour(), [255, 255, 255]);
  await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
  assert.deepEqual(await cellColour(), [20, 24, 31]);
  assert.deepEqual(problems, []);
});

/** Where the parts that make each mode's layout sit, relative to the element. */
function layout() {
  /** @param {string} id @param {string} selector */
  const boxes = (id, selector) => {
    const element = /** @type {HTMLElement} */ (document.getElementById(id));
    const origin = element.getBoundingClientRect();
    return [...(element.shadowRoot?.querySelectorAll(selector) ?? [])]
      .map((node) => node.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0)
      .slice(0, 40)
      .map((box) => [box.x - origin.x, box.y - origin.y, box.width, box.height].map(Math.round).join(','));
  };
  const status = document.getElementById('solver')?.shadowRoot?.querySelector('[data-part="status"]');
  return {
    solver: boxes('solver', 'button, input, [part], p, h3'),
    visualizer: boxes('visualizer', 'button, canvas, h3, [part]'),
    ladder: boxes('ladder', 'button, select, h3, .lane'),
    statusAlign: status ? getComputedStyle(status).textAlign : '',
  };
}

test("a page's inherited text styles do not change the element's layout", async () => {
  const body = `<div class="article"><sudoku-dlx id="solver" puzzle="..4....32......1"></sudoku-dlx>
    <sudoku-dlx id="visualizer" mode="visualize" puzzle="..4....32......1" panels="grid counters" step="5"></sudoku-dlx>
    <sudoku-dlx id="ladder" mode="ladder" puzzle="..4....32......1"></sudoku-dlx></div>`;
  // What Rsbuild's template and docs themes put on the page around the element.
  const loud = `.article { text-align: center; line-height: 3; font-size: 22px; letter-spacing: 0.2em; word-spacing: 1em;
    text-transform: uppercase; text-indent: 3em; font-style: italic; font-weight: 700; white-space: pre; text-shadow: 1px 1px red; }`;
  const measure = async (/** @type {string} */ style, /** @type {string} */ name) => {
    const { page, context, problems } = await site.openScratch(pageWith(body, style), {
      viewport: { width: 1280, height: 900 },
    });
    try {
      await page.waitForFunction(() =>
        ['solver', 'visualizer', 'ladder'].every((id) =>
          document.getElementById(id)?.shadowRoot?.querySelector('button'),
        ),
      );
      await page.evaluate(() => /** @type {any} */ (document.getElementById('visualizer')).seek(5));
      await page.waitForTimeout(300);
      await screenshot(page, name);
      assert.deepEqual(problems, []);
      return await page.evaluate(layout);
    } finally {
      await context.close();
    }
  };
  const plain = await measure('', 'page-theme-plain-page');
  const styled = await measure(loud, 'page-theme-loud-page');
  assert.ok(
    plain.solver.length > 20 && plain.visualizer.length > 5 && plain.ladder.length > 5,
    'the layouts were read',
  );
  assert.equal(styled.statusAlign, 'start');
  assert.deepEqual(styled, plain);
});

test('an attribute a prerenderer wrote in lower case is read: countlimit', async (t) => {
  const body = '<sudoku-dlx id="a" countlimit="5"></sudoku-dlx><sudoku-dlx id="b" count-limit="7"></sudoku-dlx>';
  const { page, context, problems } = await site.openScratch(pageWith(body));
  t.after(() => context.close());
  const limits = await page.evaluate(async () => {
    await customElements.whenDefined('sudoku-dlx');
    const [a, b] = /** @type {any[]} */ ([document.getElementById('a'), document.getElementById('b')]);
    const read = [a.countLimit, b.countLimit];
    a.countLimit = 9;
    return [...read, a.countLimit, a.getAttribute('countlimit'), a.getAttribute('count-limit')];
  });
  assert.deepEqual(limits, [5, 7, 9, null, '9']);
  assert.deepEqual(problems, []);
});
