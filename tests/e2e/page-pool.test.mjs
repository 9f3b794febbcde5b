// The page kept between tests (page-pool.mjs) starts as a fresh context
// would: nothing a test stored, not even as its page went away, nor its
// colour scheme, viewport, routes or listeners, reaches the next test; a
// context changed beyond undoing is not kept, and two pages open at once
// do not share storage.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startSite } from './harness.mjs';

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>kept</title></head><body>
<script>addEventListener('pagehide', () => localStorage.setItem('saved as it went', '1'));</script></body></html>`;

let site;
before(async () => {
  site = await startSite();
});
after(async () => {
  await site?.close();
});

/** Everything a page of the site can keep, as that page sees it. */
function stored(page) {
  return page.evaluate(async () => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
    databases: (await indexedDB.databases()).map((database) => database.name),
    caches: await caches.keys(),
    cookie: document.cookie,
  }));
}

/** Pages are kept unless SUDOKU_DLX_FRESH_PAGES=1. */
const KEPT = { skip: process.env.SUDOKU_DLX_FRESH_PAGES ? 'no page is kept' : false };

const EMPTY = { local: [], session: [], databases: [], caches: [], cookie: '' };

/** Stores something in every store `stored` reads. */
function store(page) {
  return page.evaluate(async () => {
    localStorage.setItem('game', 'saved');
    sessionStorage.setItem('matrix', 'compact');
    document.cookie = 'seen=1';
    await caches.open('pages');
    await new Promise((done, failed) => {
      const request = indexedDB.open('saves');
      request.onsuccess = () => done(request.result.close());
      request.onerror = () => failed(request.error);
    });
  });
}

test('the next test gets the same page back, emptied of everything the last one left', KEPT, async () => {
  const first = await site.openScratch(PAGE, { viewport: { width: 1280, height: 900 } });
  await store(first.page);
  assert.notDeepEqual(await stored(first.page), EMPTY, 'stored');
  await first.page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
  await first.page.setViewportSize({ width: 400, height: 500 });
  await first.page.route('**/LICENSE', (route) => route.fulfill({ body: 'routed' }));
  let heard = 0;
  first.page.on('console', () => heard++);
  await first.context.close();

  const next = await site.openScratch(PAGE, { viewport: { width: 1280, height: 900 } });
  assert.equal(next.page.mainFrame(), first.page.mainFrame(), 'the page was kept');
  // The pagehide of the page before was heard and its write cleared too.
  assert.deepEqual(await stored(next.page), EMPTY);
  const seen = await next.page.evaluate(async () => ({
    dark: matchMedia('(prefers-color-scheme: dark)').matches,
    reduced: matchMedia('(prefers-reduced-motion: reduce)').matches,
    width: innerWidth,
    license: (await (await fetch('/LICENSE')).text()).slice(0, 6),
  }));
  assert.deepEqual(seen, { dark: false, reduced: false, width: 1280, license: 'MIT Li' });
  await next.page.evaluate(() => console.log('heard by this test alone'));
  assert.equal(heard, 0, 'the last test’s listener is gone');
  await next.context.close();
});

test('a page whose context was changed beyond undoing is not kept', KEPT, async () => {
  const first = await site.openScratch(PAGE);
  await first.context.addInitScript(() => localStorage.setItem('init script', '1'));
  await first.context.close();
  const next = await site.openScratch(PAGE);
  assert.notEqual(next.page.mainFrame(), first.page.mainFrame(), 'a fresh page');
  assert.deepEqual(await stored(next.page), EMPTY);
  await next.context.close();
});

test('two pages open at once share nothing', async () => {
  const held = await site.openScratch(PAGE);
  await store(held.page);
  const other = await site.openScratch(PAGE);
  assert.notEqual(other.page.context(), held.page.context(), 'another context');
  assert.deepEqual(await stored(other.page), EMPTY);
  await other.context.close();
  await held.context.close();
});
