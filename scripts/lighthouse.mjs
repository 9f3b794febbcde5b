// Lighthouse on the production build, as `npm start` serves it: the site
// built (scripts/bundle.mjs), served by scripts/serve.mjs, audited by npm's
// `lighthouse` (12.2.3, installed into .cache/lighthouse by
// `scripts/setup.sh --lighthouse`) in Debian's Chromium, on its mobile
// setting (a throttled mid-range phone) and its desktop preset. A
// measurement, not a test: its timings move with the machine's load, so
// each setting runs RUNS times and the median run is reported, with the
// audits that fell short in any run. docs/loading.md keeps the figures.
//
//   node scripts/lighthouse.mjs [--runs N] [--json FILE]

import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { buildSite } from './bundle.mjs';
import { serve } from './serve.mjs';
import { ROOT } from '../tests/e2e/harness.mjs';

const run = promisify(execFile);
const LIGHTHOUSE = join(ROOT, '.cache/lighthouse/node_modules/.bin/lighthouse');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI',
};
const CHROME_FLAGS = ['--headless=new', '--disable-gpu', '--no-first-run', '--disable-background-networking'];

/**
 * One Lighthouse run of `url`; the report's JSON.
 * @param {string} url
 * @param {'mobile' | 'desktop'} form
 * @param {string} folder where the report goes
 */
async function audit(url, form, folder) {
  const report = join(folder, `${form}.json`);
  const sandbox = process.getuid?.() === 0 ? ['--no-sandbox'] : [];
  await run(
    LIGHTHOUSE,
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${report}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      `--chrome-flags=${[...CHROME_FLAGS, ...sandbox].join(' ')}`,
      ...(form === 'desktop' ? ['--preset=desktop'] : []),
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, maxBuffer: 1 << 26 },
  );
  return JSON.parse(await readFile(report, 'utf8'));
}

/**
 * The scores (0 to 100), metrics and audits below full marks of a report.
 * @param {any} report
 */
function summary(report) {
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round(report.categories[id].score * 100)]));
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([id, name]) => [name, report.audits[id].displayValue]),
  );
  const shortfalls = Object.values(report.audits)
    .filter((audit) => typeof audit.score === 'number' && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
    .map((audit) => ({ id: audit.id, value: audit.displayValue ?? '' }));
  return { scores, metrics, shortfalls };
}

/** The run whose performance score is the median. */
function median(runs) {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at < 0 ? fallback : args[at + 1];
};
const runs = Number(option('--runs', 3));

const site = await buildSite();
const { server, url } = await serve({ root: site });
const folder = await mkdtemp(join(tmpdir(), 'lighthouse-'));
const results = {};
try {
  for (const form of /** @type {const} */ (['mobile', 'desktop'])) {
    const all = [];
    for (let i = 0; i < runs; i++) all.push(summary(await audit(`${url}/`, form, folder)));
    const middle = median(all);
    // Each audit once, with what it said in each run that it fell short.
    /** @type {Map<string, string[]>} */
    const short = new Map();
    for (const { id, value } of all.flatMap((one) => one.shortfalls)) {
      short.set(id, [...(short.get(id) ?? []), ...(value ? [value] : [])]);
    }
    results[form] = {
      ...middle,
      performance: all.map((one) => one.scores.performance),
      shortfalls: [...short].map(([id, values]) => (values.length ? `${id} (${values.join(', ')})` : id)),
    };
    const { scores, metrics, performance, shortfalls } = results[form];
    console.log(
      `${form}: performance ${scores.performance} (runs ${performance.join(', ')}), accessibility ` +
        `${scores.accessibility}, best practices ${scores['best-practices']}, SEO ${scores.seo}; ` +
        Object.entries(metrics)
          .map(([name, value]) => `${name} ${value}`)
          .join(', '),
    );
    if (shortfalls.length) console.log(`  below 0.9 in some run: ${shortfalls.join(', ')}`);
  }
  const json = option('--json', undefined);
  if (json) await writeFile(json, `${JSON.stringify(results, null, 2)}\n`);
} finally {
  server.close();
  await rm(folder, { recursive: true, force: true });
}
