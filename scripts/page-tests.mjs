// Runs page test files under `node --test` with one headless Chromium and
// one server of the repository shared by all of them, where each file
// would otherwise launch and close its own (about 2 CPU s a file: the
// browser 0.6, the server 0.4, Node and playwright-core's start-up 1.2,
// of which connecting saves part). Each file still opens its own contexts,
// so its pages share nothing with another file's; files that trace the
// whole browser launch their own (`startSite({ own: true })`).
//
//   node scripts/page-tests.mjs [node --test options and files]
//
// scripts/test.sh and scripts/screenshots.sh run the page tests so. A file
// run alone (`node --test tests/e2e/x.test.mjs`) starts its own browser and
// server, as before. Both shared ones stop however the run ends: the tests
// done or failed, Ctrl-C or a signal to this process, or an error here.

import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { launchBrowserServer, SHARED_BROWSER, SHARED_SITE, startSiteServer } from '../tests/e2e/harness.mjs';

const server = await startSiteServer();
/** @type {import('playwright-core').BrowserServer} */
let browser;
try {
  browser = await launchBrowserServer();
} catch (error) {
  await server.stop();
  throw error;
}
// However this process exits, neither outlives it: Chromium goes with the
// pipe Playwright drives it by, the server is told now.
process.on('exit', () => {
  server.kill();
  browser.process()?.kill();
});

// A test that hangs fails after ten minutes, by its name, rather than
// holding the whole run until CI's limit (the longest takes under a minute
// on a quiet machine; a later --test-timeout given here wins).
const tests = spawn(process.execPath, ['--test', '--test-timeout=600000', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, [SHARED_BROWSER]: browser.wsEndpoint(), [SHARED_SITE]: server.url },
});
// Ctrl-C reaches the whole process group; a signal sent to this process
// alone is passed on. Either way the tests stop first, then what they shared.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  process.on(signal, () => tests.kill(signal));
}
/** @type {[number | null, NodeJS.Signals | null]} */
const [code, signal] = await new Promise((done, fail) => {
  tests.once('exit', (...end) => done(end));
  tests.once('error', fail);
});
await Promise.allSettled([browser.close(), server.stop()]);
process.exitCode = code ?? 128 + (signal ? constants.signals[signal] : 0);
