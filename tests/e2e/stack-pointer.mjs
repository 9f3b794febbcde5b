// The wasm modules with their stack pointer in view, for the tests that
// hold every export to leaving it where it found it: an exception that
// leaves wasm without returning (a JavaScript exception thrown through an
// import that is not declared `catch`) skips the code that restores it, and
// a few thousand of those leave the module trapping on every call.
//
// Rust's wasm keeps its stack pointer in the module's first global, a
// mutable i32 that it does not export; this adds an export of it to the
// module's bytes before they are compiled, and changes nothing else.

import { readFileSync } from 'node:fs';

/** The name the stack pointer is exported under. */
const EXPORT = '__stack_pointer_for_tests';

/** @param {Uint8Array} bytes @param {number} at @returns {[number, number]} the value and the offset after it */
function leb(bytes, at) {
  let value = 0;
  let shift = 0;
  for (;;) {
    const byte = bytes[at++];
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
    if (byte < 0x80) return [value, at];
  }
}

/** @param {Uint8Array} bytes @param {number} at the offset after a table's or a memory's limits */
function limits(bytes, at) {
  const flags = bytes[at];
  const after = leb(bytes, at + 1)[1];
  return flags & 1 ? leb(bytes, after)[1] : after;
}

/** @param {number} value */
function encodeLeb(value) {
  const out = [];
  do {
    let byte = value % 128;
    value = Math.floor(value / 128);
    if (value > 0) byte |= 0x80;
    out.push(byte);
  } while (value > 0);
  return out;
}

/**
 * The bytes of a wasm module with its first global, which must be a
 * mutable i32 defined by the module, exported as `__stack_pointer_for_tests`.
 * @param {Uint8Array} bytes
 */
export function exportStackPointer(bytes) {
  const sections = [];
  let at = 8;
  while (at < bytes.length) {
    const id = bytes[at];
    const [size, start] = leb(bytes, at + 1);
    sections.push({ id, start, end: start + size, head: at });
    at = start + size;
  }
  const imports = sections.find((s) => s.id === 2);
  if (imports) {
    // An imported global would come first in the index space.
    let [count, p] = leb(bytes, imports.start);
    for (; count > 0; count--) {
      for (let name = 0; name < 2; name++) {
        const [length, after] = leb(bytes, p);
        p = after + length;
      }
      const kind = bytes[p++];
      if (kind === 3) throw new Error('the module imports a global');
      if (kind === 0) p = leb(bytes, p)[1];
      else if (kind === 1) p = limits(bytes, p + 1);
      else if (kind === 2) p = limits(bytes, p);
      else throw new Error(`import kind ${kind} is not expected here`);
    }
  }
  const globals = sections.find((s) => s.id === 6);
  const [, first] = leb(bytes, globals.start);
  if (bytes[first] !== 0x7f || bytes[first + 1] !== 1) throw new Error('the first global is not a mutable i32');
  const exports = sections.find((s) => s.id === 7);
  const [count, entries] = leb(bytes, exports.start);
  const name = new TextEncoder().encode(EXPORT);
  const body = [
    ...encodeLeb(count + 1),
    ...bytes.subarray(entries, exports.end),
    ...encodeLeb(name.length),
    ...name,
    3,
    0,
  ];
  return new Uint8Array([
    ...bytes.subarray(0, exports.head),
    7,
    ...encodeLeb(body.length),
    ...body,
    ...bytes.subarray(exports.end),
  ]);
}

/**
 * Starts the wasm-bindgen package `glue` with its wasm file read from `url`,
 * its stack pointer exported; returns the module's exports and a reader of
 * the stack pointer.
 * @param {{ initSync: (options: { module: BufferSource }) => any }} glue
 * @param {URL} url
 */
export function startWatched(glue, url) {
  const wasm = glue.initSync({ module: exportStackPointer(readFileSync(url)) });
  const global = wasm[EXPORT];
  return { wasm, stackPointer: () => global.value };
}
