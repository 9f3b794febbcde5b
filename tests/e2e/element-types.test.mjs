// The element's types (npm/element.d.ts) are written by
// scripts/element-types.mjs from its table of properties and methods. This
// holds the table to the class (every public accessor and method of
// SudokuDlx's prototype is in it, with no extra, read-only exactly when the
// accessor has no setter) and the file to the table, so a property added to
// the element without its type, or a hand edit of the types, fails here.

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { METHODS, PROPERTIES, TYPES_FILE, attributeOf, elementTypes } from '../../scripts/element-types.mjs';
import { SudokuDlx } from '../../www/sudoku-dlx/element.js';

const LIFECYCLE = ['constructor', 'connectedCallback', 'disconnectedCallback', 'attributeChangedCallback'];

/** The element's public members: accessors (with whether they can be set) and methods. */
function members() {
  const prototype = SudokuDlx.prototype;
  const accessors = new Map();
  const methods = [];
  for (const name of Object.getOwnPropertyNames(prototype)) {
    if (LIFECYCLE.includes(name)) continue;
    const descriptor = /** @type {PropertyDescriptor} */ (Object.getOwnPropertyDescriptor(prototype, name));
    if (descriptor.get) accessors.set(name, Boolean(descriptor.set));
    else if (typeof descriptor.value === 'function') methods.push(name);
  }
  return { accessors, methods };
}

test("the table holds every property and method of the element's class, and no other", () => {
  const { accessors, methods } = members();
  assert.deepEqual(PROPERTIES.map((p) => p.name).sort(), [...accessors.keys()].sort());
  for (const { name, readonly } of PROPERTIES) {
    assert.equal(Boolean(readonly), !accessors.get(name), `${name} is read-only exactly when it has no setter`);
  }
  assert.deepEqual(METHODS.map((m) => m.name).sort(), methods.sort());
});

test('every observed attribute has its property in the table, and every attribute of the table is read', () => {
  const camel = (/** @type {string} */ name) => name.replace(/-(\w)/g, (_, letter) => letter.toUpperCase());
  const names = PROPERTIES.map((p) => p.name);
  for (const attribute of SudokuDlx.observedAttributes) assert.ok(names.includes(camel(attribute)), attribute);
  // Read rather than observed: count-limit when Count runs, storage-key when the element connects,
  // loading when the mode mounts.
  const read = [...SudokuDlx.observedAttributes, 'count-limit', 'storage-key', 'loading'];
  const table = PROPERTIES.map(attributeOf).filter((name) => name !== null);
  assert.deepEqual(table.sort(), read.sort());
});

test('npm/element.d.ts is what scripts/element-types.mjs writes', async () => {
  assert.equal(
    await readFile(TYPES_FILE, 'utf8'),
    elementTypes(),
    'npm/element.d.ts is stale: run `node scripts/element-types.mjs`',
  );
});
