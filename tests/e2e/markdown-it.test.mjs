// The markdown-it plugin (npm/markdown-it.js): fences become elements with
// escaped attributes, other fences stay code, and a malformed block becomes
// a visible error box instead of an exception. tests/fixtures/fences.json
// holds the answers the mdBook preprocessor must give too.

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import MarkdownIt from 'markdown-it';
import sudokuDlx from '../../npm/markdown-it.js';
import { ROOT } from './harness.mjs';

const md = new MarkdownIt({ html: true }).use(sudokuDlx);
const HARD = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';

test('a fence becomes the element, with its attributes and the body as the puzzle', () => {
  const html = md.render(
    `# Title\n\n\`\`\`sudoku-dlx visualize step=37 panels="grid matrix"\n${HARD}\n\`\`\`\n\nAfter.\n`,
  );
  assert.equal(
    html,
    `<h1>Title</h1>\n<sudoku-dlx mode="visualize" step="37" panels="grid matrix" puzzle="${HARD}"></sudoku-dlx>\n<p>After.</p>\n`,
  );
});

test('in visualize mode a body that is no grid is the problem; a bare fence is solve mode', () => {
  assert.equal(
    md.render('```sudoku-dlx visualize\nqueens 5\n```\n'),
    '<sudoku-dlx mode="visualize" problem="queens 5"></sudoku-dlx>\n',
  );
  assert.equal(
    md.render('```sudoku-dlx\n..4....32......1\n```\n'),
    '<sudoku-dlx mode="solve" puzzle="..4....32......1"></sudoku-dlx>\n',
  );
});

test('other fences stay code blocks', () => {
  assert.equal(md.render('```js\nlet a = 1;\n```\n'), '<pre><code class="language-js">let a = 1;\n</code></pre>\n');
  assert.match(md.render('```sudoku-dlxx\n1\n```\n'), /^<pre><code class="language-sudoku-dlxx">/);
});

test('whatever the block says is escaped; no markup gets through', () => {
  const html = md.render('```sudoku-dlx visualize panels="<b>x</b>"\n"><script>alert(1)</script> & a\nb\n```\n');
  assert.doesNotMatch(html, /<script|<b>|&gt;<|& a/);
  assert.equal(
    html,
    '<sudoku-dlx mode="visualize" panels="&#60;b&#62;x&#60;/b&#62;" problem="&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62; &#38; a&#10;b"></sudoku-dlx>\n',
  );
});

test('a malformed block renders as a visible error and the rest of the page still renders', () => {
  const html = md.render(
    'Before.\n\n```sudoku-dlx visualize step=abc\n1\n```\n\n```sudoku-dlx visualize panels="grid\n```\n\nAfter.\n',
  );
  const errors = html.match(/<div class="sudoku-dlx-error" role="alert"[^>]*>[^<]*<\/div>/g) ?? [];
  assert.equal(errors.length, 2);
  assert.match(errors[0], /sudoku-dlx block: step=abc is not a number/);
  assert.match(errors[1], /sudoku-dlx block: cannot read &#34;panels=&#34;grid&#34;/);
  assert.match(html, /^<p>Before.<\/p>\n/);
  assert.match(html, /<p>After.<\/p>\n$/);
});

test('every case of the shared fixtures renders as recorded', async () => {
  const cases = JSON.parse(await readFile(join(ROOT, 'tests/fixtures/fences.json'), 'utf8'));
  assert.ok(cases.length >= 10);
  for (const { info, body, html } of cases) {
    const fence = '`'.repeat(3);
    assert.equal(md.render(`${fence}sudoku-dlx ${info}\n${body}${fence}\n`), html, `info ${JSON.stringify(info)}`);
  }
});
