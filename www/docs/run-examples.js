// Runs the docs site's ```js run examples (scripts/docs/markdown.mjs), one
// after the other, each as the module its `<code>` shows: its bare imports
// (`sudoku-dlx`, `sudoku-dlx/stepper`, `sudoku-dlx/logic`) resolve through the page's import map to
// the production build, and what it logs is printed under it. An example
// that throws prints the error there and reports it on the console.

/**
 * One logged value as the browser's console would show it, on one line.
 * @param {unknown} value
 */
function shown(value) {
  if (typeof value === 'string') return value;
  if (value === undefined) return 'undefined';
  if (ArrayBuffer.isView(value)) {
    return `${value.constructor.name} [${Array.from(/** @type {any} */ (value)).join(', ')}]`;
  }
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/**
 * Runs one example's code as a module, printing what it logs into `output`.
 * @param {string} code
 * @param {HTMLOutputElement} output
 */
async function run(code, output) {
  const url = URL.createObjectURL(new Blob([code], { type: 'text/javascript' }));
  const log = console.log;
  /** @type {string[]} */
  const lines = [];
  console.log = (...values) => lines.push(values.map(shown).join(' '));
  try {
    await import(url);
    output.textContent = lines.join('\n') || '(nothing logged)';
  } catch (error) {
    output.textContent = [...lines, String(error)].join('\n');
    output.classList.add('failed');
    console.error('a docs example failed:', error);
  } finally {
    console.log = log;
    URL.revokeObjectURL(url);
  }
}

for (const example of document.querySelectorAll('.run-js')) {
  const output = /** @type {HTMLOutputElement} */ (example.querySelector('.run-output'));
  await run(example.querySelector('code')?.textContent ?? '', output);
  example.setAttribute('data-ran', '');
}
document.documentElement.setAttribute('data-examples-ran', '');
