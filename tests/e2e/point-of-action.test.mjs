// The words and the picture together, in headless Chromium: at 1280×900 the
// description, the controls and the view the description talks about (the
// links for Knuth's example, the matrix for a 9×9) are on screen at once in
// the default layout; and during playback a live region says the
// description again at a pace a listener can follow.
// Run with `npm run build && node --test tests/e2e/point-of-action.test.mjs`.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { screenshot } from './harness.mjs';
import { HARD, visualizerSite } from './visualizer-page.mjs';

const VIEWPORT = { width: 1280, height: 900 };
/** How much of a view must be on screen to count as shown, in CSS pixels. */
const ENOUGH = 200;

const { openVisualizer } = visualizerSite();

/**
 * A page with the visualizer of `source` as `window.vis`, at step 5.
 * @param {import('node:test').TestContext} t
 * @param {object} source
 */
async function open(t, source) {
  const { page, problems } = await openVisualizer(t, source, { viewport: VIEWPORT });
  await page.evaluate(() => window.vis.seek(5));
  return { page, problems };
}

/** How much of each element (by selector) is inside the viewport, in CSS pixels of height. */
function onScreen(page, selectors) {
  return page.evaluate((selectors) => {
    const seen = {};
    for (const selector of selectors) {
      const box = document.querySelector(selector).getBoundingClientRect();
      seen[selector] = Math.max(0, Math.min(box.bottom, innerHeight) - Math.max(box.top, 0));
    }
    return seen;
  }, selectors);
}

for (const [name, source, view] of /** @type {const} */ ([
  ['Knuth’s example', {}, '.dv-links-section'],
  ['the hard 9×9', { puzzle: HARD }, '.dv-matrix'],
])) {
  test(`at 1280×900, ${name}: the description, the controls and the described view are on screen together`, async (t) => {
    const { page, problems } = await open(t, source);
    const seen = await onScreen(page, ['.dv-describe', '.dv-controls', view]);
    const heights = await page.evaluate(
      (selectors) => selectors.map((s) => document.querySelector(s).getBoundingClientRect().height),
      ['.dv-describe', '.dv-controls'],
    );
    assert.equal(seen['.dv-describe'], heights[0], 'the whole description');
    assert.equal(seen['.dv-controls'], heights[1], 'all the controls');
    assert.ok(seen[view] >= ENOUGH, `${seen[view]} px of ${view}`);
    await screenshot(page, `point-of-action-${source.puzzle ? '9x9' : 'knuth'}`);
    assert.deepEqual(problems, []);
  });
}

test('during playback a live region says the description every few seconds, no faster', async (t) => {
  const { page, problems } = await open(t, { puzzle: HARD });
  const { ANNOUNCE_EVERY } = await import('../../www/sudoku-dlx/visualize/views/visualizer-view.js');
  const said = await page.evaluate(
    (seconds) =>
      new Promise((done) => {
        const announcer = document.querySelector('.dv-announce');
        const times = [];
        const texts = [];
        new MutationObserver(() => {
          times.push(performance.now());
          texts.push(announcer.textContent);
        }).observe(announcer, { childList: true, characterData: true, subtree: true });
        const from = window.vis.step;
        window.vis.speed = 200;
        window.vis.play();
        setTimeout(() => {
          window.vis.pause();
          done({ times, texts, steps: window.vis.step - from, live: announcer.getAttribute('aria-live') });
        }, seconds * 1000);
      }),
    (ANNOUNCE_EVERY * 2.5) / 1000,
  );
  assert.equal(said.live, 'polite');
  assert.ok(said.steps > 50, `${said.steps} steps played`);
  assert.ok(said.times.length >= 2 && said.times.length <= 3, `${said.times.length} announcements`);
  // The observer hears a change only once the frame that made it has drawn,
  // which on a loaded machine takes from a few to a few hundred ms: a tenth
  // of the pace absorbs that, and still fails an announcement every step.
  for (let i = 1; i < said.times.length; i++) {
    const gap = said.times[i] - said.times[i - 1];
    assert.ok(gap >= ANNOUNCE_EVERY * 0.9, `no faster than the pace set: ${Math.round(gap)} ms`);
  }
  for (const text of said.texts) {
    assert.match(text, /^(Cover|Uncover|Select|Deselect|Branch|Naked|Hidden|Dead|Solution)/);
  }
  assert.equal(
    await page.locator('.dv-describe').getAttribute('aria-live'),
    'polite',
    'paused, the description speaks',
  );
  assert.deepEqual(problems, []);
});
