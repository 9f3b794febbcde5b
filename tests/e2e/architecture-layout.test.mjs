// docs/architecture.md's layout has one row a folder, and the tree is its
// check: every folder that holds a committed file is named in the first
// column, or in its parent's row (`bundlers/` under tests/package/), and
// every folder named is in the tree. The sample sites, sample projects and
// seed corpora below their rows lay themselves out.

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

const ROOT = new URL('../../', import.meta.url);
const OWN_LAYOUT = ['tests/integrations/', 'tests/package/', 'fuzz/seeds/'];

/** Each row of the layout table: the folders of its first column, and its whole text. */
function layoutRows() {
  const page = readFileSync(new URL('docs/architecture.md', ROOT), 'utf8');
  const layout = page.slice(page.indexOf('## Layout'));
  return layout
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const [first] = line.slice(1).split(' | ');
      const folders = [...first.matchAll(/`([^`]+\/)`/g)].map((match) => match[1]);
      return { folders, text: line };
    });
}

/** Every folder that holds a committed file, as `a/b/`. */
function committedFolders() {
  const files = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n');
  const folders = files.filter((file) => file.includes('/')).map((file) => file.replace(/[^/]+$/, ''));
  return [...new Set(folders)].sort();
}

test("every committed folder has a row in the architecture page's layout", () => {
  const rows = layoutRows();
  assert.ok(rows.length > 20, 'the layout table was found');
  const named = new Set(rows.flatMap((row) => row.folders));
  const missing = committedFolders().filter((folder) => {
    if (named.has(folder)) return false;
    if (OWN_LAYOUT.some((top) => folder.startsWith(top) && folder !== top)) return false;
    const parent = folder.replace(/[^/]+\/$/, '');
    const parentRow = rows.find((row) => row.folders.includes(parent));
    return !parentRow?.text.includes(`\`${folder.slice(parent.length)}\``);
  });
  assert.deepEqual(missing, [], 'folders with no row in docs/architecture.md');
});

test("every folder the architecture page's layout names exists", () => {
  const files = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n');
  const ignored = new Set(['pkg/', 'pkg-*/', 'dist/', 'target/', '.cache/', 'test-results/']);
  const gone = layoutRows()
    .flatMap((row) => row.folders)
    .filter((folder) => !ignored.has(folder) && !files.some((file) => file.startsWith(folder)));
  assert.deepEqual(gone, [], 'rows for folders that are not in the tree');
});
