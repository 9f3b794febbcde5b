// Pages kept between the tests of a file (issue 33's fast loop). Opening the
// demo page in a fresh context costs Chromium about 1.8 CPU s on this
// machine, a new page in a kept context about 1.5 (a new renderer, every
// module and both wasm modules compiled again), and the same page sent to
// the next address about 0.9: the renderer, its isolate and its compiled
// wasm stay. So a file's tests borrow one page for each kind of context
// (phone or desktop, touch, permissions: whatever `browser.newContext`
// must be told), and each borrower starts as a fresh context would:
//
// - the last document unloaded before anything is cleared, so what it saves
//   as it goes (the game of issue 30) is cleared too. It is left for an
//   empty page of the site (between-tests.html), not about:blank, which
//   may take another renderer: the last save then raced the clear, and a
//   test once found the game the test before it had played;
// - the site's storage cleared, local and session, IndexedDB, caches,
//   cookies and service workers, then local and session storage cleared
//   again from that empty page, in order with the renderer's own copy of
//   them, and found empty;
// - the viewport and the media features (colour scheme, reduced motion,
//   forced colours) set again, the routes, listeners and other tabs gone.
//
// What cannot be undone is not undone: a borrower that adds an init script,
// exposes a function, routes or takes the context offline, opens a DevTools
// session or closes the context, and a borrower that opens a page while
// another still holds it, get a context that is closed after them, as before.

/** Context methods that change what later pages see; calling one spends the context. */
const CONTEXT_CHANGES = new Set([
  'addInitScript',
  'exposeBinding',
  'exposeFunction',
  'grantPermissions',
  'clearPermissions',
  'newCDPSession',
  'route',
  'routeFromHAR',
  'routeWebSocket',
  'setExtraHTTPHeaders',
  'setGeolocation',
  'setHTTPCredentials',
  'setOffline',
  'addCookies',
  'setDefaultNavigationTimeout',
  'setDefaultTimeout',
]);

/** Page methods whose effect outlives the document; calling one spends the page. */
const PAGE_CHANGES = new Set([
  'addInitScript',
  'exposeBinding',
  'exposeFunction',
  'setExtraHTTPHeaders',
  'setDefaultNavigationTimeout',
  'setDefaultTimeout',
  'clock',
]);

const DEFAULT_VIEWPORT = { width: 1280, height: 720 };

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} origin the site's origin, whose storage each borrower finds empty
 */
export function pagePool(browser, origin) {
  /** @type {Map<string, { key: string, context: import('playwright-core').BrowserContext, page: import('playwright-core').Page, busy: boolean, forget: () => void }>} */
  const kept = new Map();

  /** Empties `entry`'s page and storage for the next borrower; throws when it cannot. */
  async function tidy(entry) {
    const { context, page } = entry;
    for (const other of context.pages()) if (other !== page) await other.close();
    page.removeAllListeners();
    page.once('close', entry.forget);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.goto(new URL('/tests/e2e/between-tests.html', origin).href);
    // 'all' takes the tab's session storage too.
    const devtools = await context.newCDPSession(page);
    try {
      await devtools.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    } finally {
      await devtools.detach();
    }
    const left = await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
      return localStorage.length + sessionStorage.length;
    });
    if (left > 0) throw new Error(`${left} stored items outlived the clearing`);
    await context.clearCookies();
  }

  /** Closes or keeps `entry` once its borrower is done. */
  async function giveBack(entry, spent) {
    if (kept.get(entry.key) !== entry) return entry.context.close();
    if (!spent && !entry.page.isClosed()) {
      try {
        await tidy(entry);
        entry.busy = false;
        return;
      } catch {
        // A page that cannot be tidied is not kept.
      }
    }
    kept.delete(entry.key);
    await entry.context.close();
  }

  /**
   * Opens `url` as a fresh context would; see openPage in harness.mjs.
   * @param {string} url
   * @param {Record<string, any>} options
   * @param {(page: import('playwright-core').Page) => string[]} watch
   * @param {(page: import('playwright-core').Page) => Promise<void>} throttle
   */
  async function open(url, options, watch, throttle) {
    const { viewport, colorScheme, ...rest } = options;
    const key = JSON.stringify(rest);
    let entry = kept.get(key);
    if (entry && !entry.busy) {
      entry.busy = true;
      await entry.page.setViewportSize(viewport ?? DEFAULT_VIEWPORT);
      await entry.page.emulateMedia({
        media: null,
        colorScheme: colorScheme ?? 'light',
        reducedMotion: rest.reducedMotion ?? 'no-preference',
        forcedColors: rest.forcedColors ?? 'none',
      });
    } else {
      const context = await browser.newContext(options);
      const page = await context.newPage();
      /** @type {typeof entry} */
      const made = { key, context, page, busy: true, forget: () => kept.get(key) === made && kept.delete(key) };
      entry = made;
      if (!kept.has(key)) {
        kept.set(key, made);
        context.once('close', made.forget);
        page.once('close', made.forget);
      }
    }
    const held = /** @type {typeof entry} */ (entry);
    let spent = false;
    let returned;
    const giveBackOnce = () => (returned ??= giveBack(held, spent));
    const spends = (target, changes) =>
      new Proxy(target, {
        get(object, property) {
          if (property === 'close' && object === held.context) return giveBackOnce;
          if (changes.has(property)) spent = true;
          const value = Reflect.get(object, property, object);
          return typeof value === 'function' ? value.bind(object) : value;
        },
      });
    const page = spends(held.page, PAGE_CHANGES);
    const context = spends(held.context, CONTEXT_CHANGES);
    const problems = watch(held.page);
    await throttle(held.page);
    await held.page.goto(url);
    return { page, context, problems };
  }

  return { open };
}
