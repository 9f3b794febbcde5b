// Visualize mode's theme: light and dark after prefers-color-scheme (on a
// page that follows the system; tests/e2e/page-theme.test.mjs has the
// page's own dark mode and the theme attribute), every
// text colour against its background at WCAG AA (4.5:1) in both, and a
// page's own --dv-* properties on the host winning over the defaults, and
// a serif --dv-font reaching the compact matrix's names, each drawn whole.
// Run with `npm run build && node --test tests/e2e/`.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { contrast, screenshot, startSite } from './harness.mjs';

const HARD = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';

let site;
before(async () => {
  site = await startSite();
});
after(async () => {
  await site?.close();
});

/** Text colours of the visualizer and the backgrounds they sit on, read from the page. */
function readPairs() {
  const root = /** @type {any} */ (document.querySelector('sudoku-dlx')).shadowRoot;
  const style = (/** @type {string} */ selector) => getComputedStyle(root.querySelector(selector));
  const bg = style('.dlx-vis').backgroundColor;
  // The stack's open option, drawn in --dv-chosen.
  const probe = (/** @type {string} */ color) => {
    const span = document.createElement('span');
    span.style.color = color;
    root.querySelector('.dlx-vis').append(span);
    const value = getComputedStyle(span).color;
    span.remove();
    return value;
  };
  return {
    background: bg,
    pairs: {
      description: [style('.dv-describe').color, bg],
      muted: [style('.dv-position').color, bg],
      heading: [style('.dv-panel h3').color, bg],
      play: [style('[data-action="play"]').color, style('[data-action="play"]').backgroundColor],
      button: [style('[data-action="forward"]').color, style('[data-action="forward"]').backgroundColor],
      chosen: [probe('var(--dv-chosen)'), bg],
      error: [style('.dv-error').color, bg],
    },
  };
}

for (const scheme of /** @type {const} */ (['light', 'dark'])) {
  test(`${scheme}: every text colour meets 4.5:1 against its background`, async (t) => {
    const { page, context, problems } = await site.open('/www/demo/embed-example.html', {
      colorScheme: scheme,
      viewport: { width: 1280, height: 900 },
    });
    t.after(() => context.close());
    await page.evaluate(async () => {
      // The example page says it is light; here the page follows the system, so the element does.
      document.documentElement.style.colorScheme = 'light dark';
      document.body.innerHTML =
        '<sudoku-dlx mode="visualize" puzzle="4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"></sudoku-dlx>';
      const element = /** @type {any} */ (document.querySelector('sudoku-dlx'));
      await element.seek(60);
      element.shadowRoot.querySelector('.dv-error').textContent = 'An error message';
    });
    const { background, pairs } = await page.evaluate(readPairs);
    const level = contrast(background, 'rgb(0, 0, 0)');
    assert.ok(scheme === 'dark' ? level < 2 : level > 15, `${scheme} background ${background}`);
    for (const [name, [fg, bg]] of Object.entries(pairs)) {
      const ratio = contrast(fg, bg);
      assert.ok(ratio >= 4.5, `${scheme} ${name}: ${fg} on ${bg} is ${ratio.toFixed(2)}:1`);
    }
    await page.evaluate(() => {
      /** @type {any} */ (document.querySelector('sudoku-dlx')).shadowRoot.querySelector('.dv-error').textContent = '';
    });
    await screenshot(page.locator('sudoku-dlx'), `theme-${scheme}`);
    assert.deepEqual(problems, []);
  });
}

test("a page's --dv-* properties on the host restyle the visualizer; parts are exposed", async (t) => {
  const { page, context, problems } = await site.open('/www/demo/embed-example.html');
  t.after(() => context.close());
  const seen = await page.evaluate(async () => {
    const style = document.createElement('style');
    style.textContent =
      'sudoku-dlx { --dv-bg: rgb(255, 250, 240); --dv-font: 17px serif; } sudoku-dlx::part(controls) { outline: 3px solid rgb(1, 2, 3); }';
    document.head.append(style);
    document.body.innerHTML = '<sudoku-dlx mode="visualize"></sudoku-dlx>';
    const element = /** @type {any} */ (document.querySelector('sudoku-dlx'));
    await element.pause();
    const root = element.shadowRoot;
    const frame = getComputedStyle(root.querySelector('.dlx-vis'));
    return {
      background: frame.backgroundColor,
      font: frame.fontSize,
      outline: getComputedStyle(root.querySelector('.dv-controls')).outlineColor,
      parts: [...root.querySelectorAll('[part]')].map((e) => e.getAttribute('part')),
    };
  });
  assert.equal(seen.background, 'rgb(255, 250, 240)');
  assert.equal(seen.font, '17px');
  assert.equal(seen.outline, 'rgb(1, 2, 3)');
  for (const part of ['visualizer', 'description', 'controls', 'timeline', 'panel matrix-panel', 'panel grid-panel']) {
    assert.ok(seen.parts.includes(part), `part ${part}`);
  }
  assert.deepEqual(problems, []);
});

test('with a serif --dv-font the compact matrix draws its names in it, each whole', async (t) => {
  const { page, context, problems } = await site.open('/www/demo/embed-example.html', {
    viewport: { width: 1280, height: 900 },
  });
  t.after(() => context.close());
  const { names, family } = await page.evaluate(async (puzzle) => {
    const style = document.createElement('style');
    // The theme docs/embedding.md shows.
    style.textContent = 'sudoku-dlx { --dv-font: 15px/1.5 Georgia, serif; }';
    document.head.append(style);
    // Every text the compact matrix's canvas draws, with the font it is drawn in and the room it is given.
    /** @type {{ text: string, font: string, align: string, width: number, room: number | undefined }[]} */
    const names = [];
    const fillText = CanvasRenderingContext2D.prototype.fillText;
    CanvasRenderingContext2D.prototype.fillText = function (text, x, y, room) {
      if (this.canvas.parentElement?.classList.contains('dv-mx-sizer')) {
        names.push({ text, font: this.font, align: this.textAlign, width: this.measureText(text).width, room });
      }
      fillText.call(this, text, x, y, room);
    };
    document.body.innerHTML = `<sudoku-dlx mode="visualize" puzzle="${puzzle}"></sudoku-dlx>`;
    const element = /** @type {any} */ (document.querySelector('sudoku-dlx'));
    await element.seek(57);
    const scroller = element.shadowRoot.querySelector('.dv-mx-scroll');
    return { names, family: getComputedStyle(scroller).fontFamily };
  }, HARD);
  assert.equal(family, 'Georgia, serif', 'the panel is set in the page’s font');
  const rows = names.filter((name) => name.align === 'right');
  const corner = names.filter((name) => / [↓→]$/.test(name.text));
  assert.ok(rows.length > 20 && corner.length >= 2, `drew ${rows.length} row labels and ${corner.length} counts`);
  for (const { text, font, width, room } of [...rows, ...corner]) {
    assert.ok(font.endsWith(' Georgia, serif'), `${text} is drawn in the page’s serif, not ${font}`);
    assert.ok(room === undefined || width <= room, `${text} is drawn whole: ${width.toFixed(1)} px in ${room} px`);
  }
  assert.deepEqual(problems, []);
});

/**
 * Every text drawn on a canvas after the page is themed with a serif
 * --dv-font, with the view it was drawn for, its font, its width as drawn
 * and the room it was given; offscreen canvases (cached base images) are
 * told apart by their missing view.
 */
function spyOnCanvasText() {
  const style = document.createElement('style');
  // The theme docs/embedding.md shows.
  style.textContent = 'sudoku-dlx { --dv-font: 15px/1.5 Georgia, serif; }';
  document.head.append(style);
  /** @type {{ view: string, text: string, font: string, align: string, width: number, room: number | undefined }[]} */
  const drawn = [];
  /** @type {any} */ (window).drawn = drawn;
  const views = '.dv-links-scroll, .dv-links-labels, .dv-tree, .dv-matrix-scroll, .dv-mx-sizer, .dv-grid';
  const fillText = CanvasRenderingContext2D.prototype.fillText;
  CanvasRenderingContext2D.prototype.fillText = function (text, x, y, room) {
    const canvas = this.canvas;
    const view = canvas.classList.contains('dv-links-labels') ? canvas : canvas.parentElement?.closest(views);
    const name = view ? view.className.split(' ')[0] : canvas.isConnected ? 'other' : 'offscreen';
    drawn.push({ view: name, text, font: this.font, align: this.textAlign, width: this.measureText(text).width, room });
    fillText.call(this, text, x, y, room);
  };
}

for (const [name, problem, views] of /** @type {const} */ ([
  ["Knuth's example", 'knuth', ['dv-links-scroll', 'dv-links-labels', 'dv-tree', 'dv-matrix-scroll', 'offscreen']],
  [
    'a 4×4 Sudoku',
    '..4....32......1',
    ['dv-links-scroll', 'dv-links-labels', 'dv-tree', 'dv-matrix-scroll', 'dv-grid', 'offscreen'],
  ],
])) {
  test(`with a serif --dv-font every canvas draws its text in it, each whole: ${name}`, async (t) => {
    const { page, context, problems } = await site.open('/www/demo/embed-example.html', {
      viewport: { width: 1280, height: 900 },
    });
    t.after(() => context.close());
    await page.evaluate(spyOnCanvasText);
    const drawn = await page.evaluate(async (problem) => {
      // The full matrix, whose names sit in bands measured from them.
      sessionStorage.setItem('sudoku-dlx:matrix-mode', 'full');
      const source = problem === 'knuth' ? 'problem="knuth"' : `puzzle="${problem}"`;
      document.body.innerHTML = `<sudoku-dlx mode="visualize" ${source}></sudoku-dlx>`;
      const element = /** @type {any} */ (document.querySelector('sudoku-dlx'));
      for (const step of [3, 9, 14]) await element.seek(step);
      await new Promise((resolve) => setTimeout(resolve, 800));
      await new Promise((resolve) => requestAnimationFrame(resolve));
      return /** @type {any} */ (window).drawn;
    }, problem);
    for (const view of views) {
      const texts = drawn.filter((/** @type {{ view: string }} */ d) => d.view === view);
      assert.ok(texts.length > 0, `${view} drew text (views seen: ${[...new Set(drawn.map((d) => d.view))]})`);
    }
    const other = drawn.filter((/** @type {{ font: string }} */ d) => !d.font.endsWith(' Georgia, serif'));
    const notSerif = Object.fromEntries(
      other.map((/** @type {{ view: string, font: string }} */ d) => [d.view, d.font]),
    );
    assert.deepEqual(notSerif, {}, 'every view draws its text in the page’s serif');
    // The option labels are right-aligned in bands measured from them: each fits its band.
    for (const { view, text, align, width, room } of drawn) {
      if (align !== 'right' || room === undefined) continue;
      assert.ok(width <= room, `${view}: ${text} is drawn whole: ${width.toFixed(1)} px in ${room} px`);
    }
    assert.deepEqual(problems, []);
  });
}

test('solve mode exposes its regions as parts a page can restyle', async (t) => {
  const { page, context, problems } = await site.open('/www/demo/embed-example.html');
  t.after(() => context.close());
  const seen = await page.evaluate(async () => {
    const style = document.createElement('style');
    style.textContent = 'sudoku-dlx::part(toolbar) { outline: 3px solid rgb(4, 5, 6); }';
    document.head.append(style);
    document.body.innerHTML = '<sudoku-dlx mode="solve"></sudoku-dlx>';
    const element = /** @type {any} */ (document.querySelector('sudoku-dlx'));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const root = element.shadowRoot;
    return {
      outline: getComputedStyle(root.querySelector('[part~="toolbar"]')).outlineColor,
      parts: [...root.querySelectorAll('[part]')].map((e) => e.getAttribute('part')),
    };
  });
  assert.equal(seen.outline, 'rgb(4, 5, 6)');
  for (const part of ['solver', 'toolbar', 'status', 'grid', 'controls']) {
    assert.ok(seen.parts.includes(part), `part ${part}`);
  }
  assert.deepEqual(problems, []);
});

test('the canvases follow a change of colour scheme while shown', async (t) => {
  const { page, context, problems } = await site.open('/www/demo/embed-example.html', { colorScheme: 'light' });
  t.after(() => context.close());
  const cellColour = () =>
    page.evaluate(async () => {
      const element = /** @type {any} */ (document.querySelector('sudoku-dlx'));
      await element.pause();
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const canvas = element.shadowRoot.querySelector('[data-panel="grid"] canvas');
      // Read through a fresh copy: repeated reads of one canvas draw a warning.
      const copy = document.createElement('canvas');
      copy.width = canvas.width;
      copy.height = canvas.height;
      const context = /** @type {CanvasRenderingContext2D} */ (copy.getContext('2d'));
      context.drawImage(canvas, 0, 0);
      return Array.from(context.getImageData(canvas.width / 8, canvas.height / 8, 1, 1).data.slice(0, 3));
    });
  await page.evaluate(() => {
    document.documentElement.style.colorScheme = 'light dark';
    document.body.innerHTML = '<sudoku-dlx mode="visualize" puzzle="..4....32......1"></sudoku-dlx>';
  });
  assert.deepEqual(await cellColour(), [255, 255, 255]);
  await page.emulateMedia({ colorScheme: 'dark' });
  assert.deepEqual(await cellColour(), [20, 24, 31]);
  assert.deepEqual(problems, []);
});
