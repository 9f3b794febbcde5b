// The npm package's package.json names where the project lives: npm's page
// links the repository, the homepage and where to report a bug, and `npm
// repo`, `npm home` and `npm bugs` open them. All three come from
// Cargo.toml's `repository`, so the crate and the package cannot disagree.

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { manifest } from '../../scripts/package.mjs';
import { ROOT } from './harness.mjs';

test("the package's repository, homepage and bugs are the crate's repository", async () => {
  const cargo = await readFile(join(ROOT, 'Cargo.toml'), 'utf8');
  const url = /^repository\s*=\s*"([^"]+)"/m.exec(cargo)?.[1] ?? '';
  assert.match(url, /^https:\/\//, 'Cargo.toml names its repository');
  const { repository, homepage, bugs } = await manifest();
  assert.deepEqual(repository, { type: 'git', url: `git+${url}.git` });
  assert.equal(homepage, `${url}#readme`);
  assert.deepEqual(bugs, { url: `${url}/issues` });
});
