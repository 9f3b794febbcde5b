// Issue 23 row 8: the visualizer opened with the 756 KB problem of 60,000
// items (made by large-problem.mjs). Its estimate took a 27 s task on the
// main thread; now it is made in a worker of the page's pool, and the page
// says so until it comes: 10 probes, where the main thread's bound of about
// 100 ms allows 3. Opening it, reading its search ahead and seeking far into
// it take no main-thread task of over 200 ms of CPU; those over 50 ms of wall
// time are reported with their CPU time (see main-thread-tasks.mjs for why
// the bound is on the CPU time). An empty 25×25 is held to the same bound:
// reading each option's placement from wasm took it 126 ms of CPU.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { screenshot, startSite, visualizerPage } from './harness.mjs';
import { largeProblem } from './large-problem.mjs';
import { mainThreadTasks } from './main-thread-tasks.mjs';

/** The longest main-thread task allowed, in milliseconds of CPU. */
const LONGEST_TASK_MS = 200;
/** A step far enough into the search that a seek reads thousands of its events. */
const FAR_STEP = 20_000;

// A browser of its own: its tests trace the whole browser, where the
// pages of a file run beside this one would show (see startSite).
let site;
before(async () => {
  site = await startSite({ own: true });
});
after(async () => {
  await site?.close();
});

test('a large problem opens in short tasks and is estimated in a worker', async (t) => {
  const { page, context, problems } = await site.openScratch(visualizerPage('large problem'), {
    viewport: { width: 1280, height: 900 },
  });
  t.after(() => context.close());
  await page.waitForFunction(() => window.mountVisualizer);
  const workers = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  const { result: opened, tasks } = await mainThreadTasks(site.browser, page, async () => {
    const line = await page.evaluate(async (problem) => {
      /** @type {number[]} */
      const longTasks = [];
      window.longTasks = longTasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) longTasks.push(Math.round(entry.duration));
      }).observe({ type: 'longtask' });
      window.vis = window.mountVisualizer(document.getElementById('v'), { problem });
      await window.vis.ready;
      return document.querySelector('.dv-tree-estimate')?.textContent ?? null;
    }, largeProblem(60000));
    const estimated = page
      .locator('.dv-tree-estimate')
      .filter({ hasText: /^Knuth's estimate from 10 random probes: / });
    await estimated.waitFor({ timeout: 60_000 });
    const reached = await page.evaluate((step) => window.vis.seek(step), FAR_STEP);
    return { line, reached };
  });
  assert.match(opened.line ?? '', /probing it in the background/);
  assert.equal(opened.reached, FAR_STEP);
  assert.ok(
    workers.some((url) => url.endsWith('/estimate-worker.js')),
    `the estimate ran in the pool's estimate worker: ${workers}`,
  );
  const longTasks = await page.evaluate(() => window.longTasks);
  const shown = tasks.map((task) => `${task.cpuMs} (${task.wallMs})`).join(', ');
  t.diagnostic(`main-thread tasks over 50 ms of wall time: CPU (wall) ${shown || 'none'} ms`);
  t.diagnostic(`long tasks the page observed: ${longTasks.join(', ') || 'none'} ms`);
  assert.ok(tasks.length === 0 || tasks[0].cpuMs <= LONGEST_TASK_MS, `a main-thread task took ${shown} ms`);
  // The stack shows its top 100 levels, and says how many are below.
  const stack = await page.evaluate(() => ({
    depth: window.vis.inspect()?.depth ?? 0,
    rows: document.querySelectorAll('.dv-stack-list li').length,
    top: document.querySelector('.dv-stack-list li:not([hidden]) .dv-stack-depth')?.textContent,
    below: document.querySelector('.dv-stack-below:not([hidden])')?.textContent,
  }));
  assert.ok(stack.depth > 1000, `depth ${stack.depth} at step ${FAR_STEP}`);
  assert.ok(stack.rows <= 101, `${stack.rows} rows`);
  assert.equal(stack.top, String(stack.depth));
  assert.equal(stack.below, `… and ${(stack.depth - 100).toLocaleString('en-US')} levels below`);
  await screenshot(page, 'large-problem-estimated');
  // The form gets the problem's text only when opened (laying it out took a second).
  const form = page.locator('.dv-custom');
  await form.locator('summary').click();
  assert.equal(await form.locator('textarea').evaluate((area) => area.value.length), largeProblem(60000).length);
  assert.deepEqual(problems, []);
});

test('an empty 25×25 opens and seeks in short tasks', async (t) => {
  const { page, context, problems } = await site.openScratch(visualizerPage('empty 25×25'), {
    viewport: { width: 1280, height: 900 },
  });
  t.after(() => context.close());
  await page.waitForFunction(() => window.mountVisualizer);
  const { result: reached, tasks } = await mainThreadTasks(site.browser, page, async () => {
    await page.evaluate(async (puzzle) => {
      window.vis = window.mountVisualizer(document.getElementById('v'), { puzzle });
      await window.vis.ready;
    }, '.'.repeat(625));
    return page.evaluate((step) => window.vis.seek(step), FAR_STEP);
  });
  assert.equal(reached, FAR_STEP);
  const shown = tasks.map((task) => `${task.cpuMs} (${task.wallMs})`).join(', ');
  t.diagnostic(`main-thread tasks over 50 ms of wall time: CPU (wall) ${shown || 'none'} ms`);
  assert.ok(tasks.length === 0 || tasks[0].cpuMs <= LONGEST_TASK_MS, `a main-thread task took ${shown} ms`);
  assert.deepEqual(problems, []);
});

test('an option of 70,000 items opens, seeks and plays in short tasks, its label cut', async (t) => {
  const { page, context, problems } = await site.openScratch(visualizerPage('long option'), {
    viewport: { width: 1280, height: 900 },
  });
  t.after(() => context.close());
  await page.waitForFunction(() => window.mountVisualizer);
  // 70,000 items and one option naming them all: two lines of 480 KB each.
  const names = Array.from({ length: 70_000 }, (_, k) => `n${k}`).join(' ');
  const problem = `${names}\n${names}\nn0 n1\n`;
  const { result: reached, tasks } = await mainThreadTasks(site.browser, page, async () => {
    await page.evaluate(async (problem) => {
      window.vis = window.mountVisualizer(document.getElementById('v'), { problem });
      await window.vis.ready;
    }, problem);
    const reached = await page.evaluate(() => window.vis.seek(5000));
    await page.evaluate(() => window.vis.seek(0));
    await page.evaluate(() => window.vis.play());
    await page.waitForTimeout(1000);
    await page.evaluate(() => window.vis.pause());
    return reached;
  });
  assert.ok(reached > 2, `reached step ${reached}`);
  const shown = tasks.map((task) => `${task.cpuMs} (${task.wallMs})`).join(', ');
  t.diagnostic(`main-thread tasks over 50 ms of wall time: CPU (wall) ${shown || 'none'} ms`);
  assert.ok(tasks.length === 0 || tasks[0].cpuMs <= LONGEST_TASK_MS, `a main-thread task took ${shown} ms`);
  // The option chosen shows its start, and says it is cut.
  await page.evaluate(() => window.vis.seek(3));
  const label = await page.evaluate(
    () =>
      [...document.querySelectorAll('.dv-stack-list li')]
        .map((li) => li.textContent ?? '')
        .find((text) => text.includes('{')) ?? '',
  );
  assert.match(label, /\{n0 n1 n2 n3 [^{}]*…\}/);
  assert.ok(label.length < 200, `${label.length} characters: ${label.slice(0, 300)}`);
  await screenshot(page, 'long-option');
  assert.deepEqual(problems, []);
});
