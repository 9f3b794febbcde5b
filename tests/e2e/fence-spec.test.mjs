// One Markdown fence, the same HTML through the markdown-it plugin
// (npm/markdown-it.js, npm/fence.js) and the mdBook preprocessor
// (src/bin/mdbook-sudoku-dlx/), by the one spec npm/fence.js states:
// - the fence takes every attribute the element documents (its table in
//   scripts/element-types.mjs) and `id`, each of the kind the element reads;
// - a fence with every one of them renders alike through both;
// - 3,000 generated fences do too: info strings and bodies built from
//   U+FEFF, U+0085, U+00A0, NUL, lone CRs, CRLFs, tabs, entities, backslash
//   escapes, quotes, markup, unknown and repeated attributes, indents and
//   closings that do and do not count. The generator is seeded, so a
//   failure names a fence that fails again.
// Builds the preprocessor (`cargo build --profile checks --bin
// mdbook-sudoku-dlx`) if needed: the profile of the native tests, which
// build the same binary for tests/mdbook.rs, so `npm test` builds it once.

import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import { join } from 'node:path';
import { before, test } from 'node:test';
import { promisify } from 'node:util';
import MarkdownIt from 'markdown-it';
import sudokuDlx, { FENCE_ATTRIBUTES } from '../../npm/markdown-it.js';
import { PROPERTIES, attributeOf } from '../../scripts/element-types.mjs';
import { ROOT } from './harness.mjs';

const md = new MarkdownIt({ html: true }).use(sudokuDlx);
const PREPROCESSOR = join(ROOT, 'target/checks/mdbook-sudoku-dlx');
/** What a fence renders to: an element, or an error box, each one line. */
const RENDERED = /<sudoku-dlx[ >][^\n]*<\/sudoku-dlx>\n|<div class="sudoku-dlx-error"[^\n]*<\/div>\n/g;

before(async () => {
  await promisify(execFile)('cargo', ['build', '--profile', 'checks', '--bin', 'mdbook-sudoku-dlx'], {
    cwd: ROOT,
    maxBuffer: 1 << 24,
  });
});

/**
 * Each of `chapters` through the mdBook preprocessor, as mdBook runs it:
 * one book, one run.
 * @param {string[]} chapters
 * @returns {Promise<string[]>}
 */
async function throughMdbook(chapters) {
  const sections = chapters.map((content, i) => ({ Chapter: { name: `c${i}`, content, sub_items: [] } }));
  const input = JSON.stringify([{ root: '/', renderer: 'html' }, { sections }]);
  const child = spawn(PREPROCESSOR, [], { stdio: ['pipe', 'pipe', 'pipe'] });
  const chunks = [];
  let stderr = '';
  child.stdout.on('data', (chunk) => chunks.push(chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((done) => child.on('close', done));
  child.stdin.end(input);
  assert.equal(await exited, 0, stderr);
  const book = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  return book.sections.map((/** @type {any} */ section) => section.Chapter.content);
}

/** What a rendered page holds of fences, in order. @param {string} html */
const fencesIn = (html) => html.match(RENDERED) ?? [];

test('the fence takes every attribute the element documents, and id, each as the element reads it', () => {
  const documented = PROPERTIES.map(attributeOf).filter((name) => name !== null);
  assert.deepEqual(Object.keys(FENCE_ATTRIBUTES).sort(), ['id', ...documented].sort());
  for (const property of PROPERTIES) {
    const attribute = attributeOf(property);
    if (attribute === null || attribute === 'mode') continue;
    const kind = FENCE_ATTRIBUTES[/** @type {keyof FENCE_ATTRIBUTES} */ (attribute)];
    const expected = { boolean: 'flag', number: attribute === 'speed' ? 'speed' : 'number' }[property.type];
    if (expected) assert.equal(kind, expected, attribute);
    else assert.ok(['text', 'theme'].includes(kind), `${attribute} takes ${kind}`);
  }
});

test('a fence with every documented attribute renders alike through markdown-it and mdBook', async () => {
  const solver =
    '```sudoku-dlx solve id=s watch=v entries="..1............." marks=1-002-- count-limit=5 controls="examples paste" storage-key=docs daily=2026-11-27 theme=dark\n..4....32......1\n```\n';
  const visualizer =
    '```sudoku-dlx mode=visualize id=v label="From the solver" problem="queens 5" rule=knuth step=3 autoplay speed=max loop controls=playback panels="grid counters" compact present loading=lazy theme=auto\n```\n';
  const page = `${solver}\n${visualizer}`;
  const [viaMdbook] = await throughMdbook([page]);
  const viaMarkdownIt = md.render(page);
  assert.deepEqual(fencesIn(viaMdbook), fencesIn(viaMarkdownIt));
  const rendered = fencesIn(viaMarkdownIt).join('');
  for (const name of Object.keys(FENCE_ATTRIBUTES)) {
    assert.match(rendered, new RegExp(` ${name}[= >]`), `${name} is written`);
  }
  assert.doesNotMatch(rendered, /sudoku-dlx-error/);
});

/** A small seeded generator (mulberry32), so a failing fence fails again. */
function random(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  /** @template T @param {T[]} items */
  const pick = (items) => items[Math.floor(next() * items.length)];
  return { next, pick };
}

const ODD = [
  '\ufeff',
  '\u0085',
  '\u00a0',
  '\0',
  '\r',
  '\t',
  '\v',
  '\f',
  ' ',
  '  ',
  '\u2028',
  '&amp;',
  '&#49;',
  '&quot;',
  '\\',
  '\\"',
  "'",
  '"',
  '=',
  '<b>',
  '`',
  '~',
  'é',
];
const NAMES = [...Object.keys(FENCE_ATTRIBUTES), 'colour', 'Step', 'solve', 'visualize', 'ladder', 'mode'];
const VALUES = [
  '3',
  '0',
  'x',
  'max',
  '1.5',
  '.5',
  'dark',
  'light',
  'blue',
  'visualize',
  'grid matrix',
  '',
  'a&b',
  '4\\2',
  '&#10;',
];

/** @param {ReturnType<typeof random>} r */
function word(r) {
  const name = r.pick(NAMES) + (r.next() < 0.1 ? r.pick(ODD) : '');
  const roll = r.next();
  if (roll < 0.25) return name;
  const value = r.pick(VALUES) + (r.next() < 0.3 ? r.pick(ODD) : '');
  if (roll < 0.55) return `${name}=${value.replace(/[ \t"']/g, '') || '1'}`;
  if (roll < 0.8) return `${name}="${value}"`;
  if (roll < 0.9) return `${name}='${value}'`;
  return `${name}=${r.pick(['"', "'", ''])}${value}`;
}

/** @param {ReturnType<typeof random>} r */
function infoString(r) {
  const language =
    r.next() < 0.9 ? 'sudoku-dlx' : r.pick(['sudoku-dlxx', 'Sudoku-dlx', 'sudoku\\-dlx', 'sudoku&#45;dlx']);
  const words = Array.from({ length: Math.floor(r.next() * 5) }, () => word(r));
  const between = () => r.pick([' ', ' ', ' ', '  ', '\t', ' \t', '\u00a0', '\ufeff', '\u0085']);
  const around = () => (r.next() < 0.2 ? r.pick(ODD) : '') + (r.next() < 0.3 ? r.pick([' ', '\t', '  ']) : '');
  return `${around()}${language}${words.map((w) => between() + w).join('')}${around()}`;
}

/** @param {ReturnType<typeof random>} r */
function bodyLine(r) {
  const indent = r.pick(['', '', '', ' ', '  ', '   ', '\t', ' \t', '    ']);
  const text = r.pick([
    '..4....32......1',
    '. . 4 .',
    'queens 5',
    'knuth',
    '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........',
    '"><script>alert(1)</script> & a',
    'a b c\td',
    '```',
    '~~~',
    '````',
    '',
    '|1 2|3 4|',
  ]);
  return indent + text + (r.next() < 0.2 ? r.pick(ODD) : '');
}

/** One generated chapter: maybe a paragraph, then one fence, maybe closed. @param {number} seed */
function generatedFence(seed) {
  const r = random(seed);
  const end = () => r.pick(['\n', '\n', '\n', '\r\n', '\r']);
  const marker = r.pick(['`', '`', '~']);
  const length = r.pick([3, 3, 3, 4, 5]);
  const indent = r.pick(['', '', '', ' ', '  ', '   ', '    ', '\t']);
  let text = r.next() < 0.3 ? `Some words.${end()}` : '';
  text += `${indent}${marker.repeat(length)}${r.next() < 0.8 ? ' ' : ''}${infoString(r)}${end()}`;
  const lines = Math.floor(r.next() * 4);
  for (let i = 0; i < lines; i++) text += bodyLine(r) + end();
  const closing = r.next();
  if (closing < 0.75) {
    text += `${r.pick(['', '', ' ', '   ', '    '])}${marker.repeat(length + r.pick([0, 0, 0, 1, -1]))}`;
  } else if (closing < 0.85) text += `${marker.repeat(length)} text`;
  if (closing < 0.85) text += r.pick(['', ' ', '\t', ' \u00a0']) + (r.next() < 0.8 ? end() : '');
  if (r.next() < 0.2) text += `After.${end()}`;
  return text;
}

test('3,000 generated fences render the same HTML through markdown-it and mdBook', async () => {
  const seeds = Array.from({ length: 3000 }, (_, i) => 0x5d1 + i);
  const chapters = seeds.map(generatedFence);
  const viaMdbook = await throughMdbook(chapters);
  let elements = 0;
  let errors = 0;
  const differ = [];
  for (const [i, chapter] of chapters.entries()) {
    const mine = fencesIn(md.render(chapter));
    const theirs = fencesIn(viaMdbook[i]);
    if (JSON.stringify(mine) !== JSON.stringify(theirs)) differ.push({ seed: seeds[i], chapter, mine, theirs });
    for (const html of mine) {
      if (html.startsWith('<sudoku-dlx')) elements++;
      else errors++;
    }
  }
  assert.deepEqual(differ.slice(0, 3), [], `${differ.length} of ${chapters.length} differ`);
  // The generator reaches every outcome: elements, error boxes and fences that are not ours.
  assert.ok(elements > 300 && errors > 300, `${elements} elements and ${errors} error boxes`);
  console.log(`${elements} elements, ${errors} error boxes`);
});
