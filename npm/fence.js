// A fenced ```sudoku-dlx block, read into the element's HTML. The
// markdown-it plugin uses it, and the mdBook preprocessor
// (src/bin/mdbook-sudoku-dlx/) follows the same rules, so one Markdown
// source gives the same HTML through either (tests/fixtures/fences.json and
// a property test over generated fences, tests/e2e/fence-spec.test.mjs,
// hold both to it):
//
//   ```sudoku-dlx visualize step=37 panels="grid matrix"
//   4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........
//   ```
//
// The fence is CommonMark's (up to three spaces, three or more backticks or
// tildes, closed by as many or more; lines end at LF, CRLF or a lone CR;
// NUL reads as U+FFFD). The info string is read as written: backslashes
// and `&` are ordinary characters there (the element's attributes never
// need escapes), and only spaces and tabs separate its words. It is the
// language, then `solve`, `visualize` or `ladder`, then attributes of the
// table below: `name=value`, `name="value with spaces"` or a bare `name`
// for a flag. The body, trimmed of ASCII whitespace, is the puzzle, or in
// visualize mode an exact-cover problem when it is not a grid. Whatever is
// wrong gives a visible error box, never an exception.

const MODES = ['solve', 'visualize', 'ladder'];

/**
 * Every attribute of the element a fence may set (its table,
 * scripts/element-types.mjs, and `id`, which `watch` names), and what each
 * takes: a flag (no value), a whole number, a speed, a theme or text.
 * tests/e2e/fence-spec.test.mjs holds it to the element's table.
 */
export const FENCE_ATTRIBUTES = {
  mode: 'mode',
  puzzle: 'text',
  entries: 'text',
  marks: 'text',
  'count-limit': 'number',
  watch: 'text',
  'storage-key': 'text',
  daily: 'text',
  label: 'text',
  problem: 'text',
  rule: 'text',
  speed: 'speed',
  autoplay: 'flag',
  loop: 'flag',
  controls: 'text',
  panels: 'text',
  compact: 'flag',
  present: 'flag',
  loading: 'text',
  step: 'number',
  theme: 'theme',
  id: 'text',
};

/** What each kind of value must look like, and how to say it is not. */
const VALUES = {
  number: { pattern: /^[0-9]+$/, not: 'is not a number' },
  speed: { pattern: /^([0-9]+(\.[0-9]+)?|max)$/, not: 'is not a number' },
  theme: { pattern: /^(light|dark|auto)$/, not: 'is not light, dark or auto' },
  mode: { pattern: /^(solve|visualize|ladder)$/, not: 'is not solve, visualize or ladder' },
};

/** The whitespace of the info string: spaces and tabs (CommonMark's). */
const SPACE = /^[ \t]$/;
/** The whitespace trimmed from the body and left out of a grid: ASCII's. */
const ASCII_SPACE = /[ \t\n\f\r]/g;

/**
 * Text made safe inside an attribute or an element; line breaks become
 * `&#10;` so that the HTML stays on one line, which Markdown keeps whole.
 * @param {string} text
 */
export function escapeHtml(text) {
  return text.replace(/\r\n?/g, '\n').replace(/[&<>"'\n]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Splits `visualize step=37 panels="grid matrix"` into words; throws when
 * a word cannot be read (an unclosed quote, a name without a value).
 * @param {string} info
 * @returns {[string, string | null][]} name and value (null for a bare word)
 */
function words(info) {
  /** @type {[string, string | null][]} */
  const found = [];
  const word = /([^ \t="']+)(?:=(?:"([^"]*)"|'([^']*)'|([^ \t"']+)))?(?=[ \t]|$)/y;
  let index = 0;
  for (;;) {
    while (index < info.length && SPACE.test(info[index])) index++;
    if (index >= info.length) return found;
    word.lastIndex = index;
    const match = word.exec(info);
    if (!match) throw new Error(`cannot read "${info.slice(index)}" (an unclosed quote, or = without a value?)`);
    found.push([match[1], match[2] ?? match[3] ?? match[4] ?? null]);
    index = word.lastIndex;
  }
}

/**
 * Whether `body` reads as a Sudoku grid (only cells, of a supported size)
 * rather than an exact-cover problem.
 * @param {string} body
 */
function isGrid(body) {
  const cells = body.replace(ASCII_SPACE, '').replace(/[|+-]/g, '');
  return /^[1-9a-p._0]+$/i.test(cells) && /[2-9a-p.]/i.test(cells) && [16, 36, 81, 256, 625].includes(cells.length);
}

/**
 * The element's attributes for a fence, or the reason there are none.
 * @param {string} info the words after the language name
 * @param {string} body
 * @returns {{ attributes: [string, string][] } | { error: string }}
 */
export function readFence(info, body) {
  let parsed;
  try {
    parsed = words(info);
  } catch (error) {
    return { error: /** @type {Error} */ (error).message };
  }
  /** @type {Map<string, string>} */
  const attributes = new Map();
  for (const [name, value] of parsed) {
    const problem = checkWord(name, value, attributes);
    if (problem) return { error: problem };
  }
  const mode = attributes.get('mode') ?? 'solve';
  attributes.set('mode', mode);
  const text = trimAscii(body);
  if (text) {
    const key = mode === 'visualize' && !isGrid(text) ? 'problem' : 'puzzle';
    if (attributes.has(key)) return { error: `${key} is given twice, in the info string and the body` };
    attributes.set(key, text);
  }
  if (mode !== 'visualize' && attributes.has('problem')) return { error: 'problem needs visualize mode' };
  return { attributes: [...attributes] };
}

/**
 * Adds one word of the info string to `attributes`; returns what is wrong with it.
 * @param {string} name
 * @param {string | null} value
 * @param {Map<string, string>} attributes
 */
function checkWord(name, value, attributes) {
  const bareMode = value === null && MODES.includes(name);
  const key = bareMode ? 'mode' : name;
  const given = bareMode ? name : value;
  if (!Object.hasOwn(FENCE_ATTRIBUTES, key)) return `unknown attribute "${name}"`;
  const kind = FENCE_ATTRIBUTES[/** @type {keyof FENCE_ATTRIBUTES} */ (key)];
  if (kind === 'flag' && given !== null) return `${key} takes no value`;
  if (given === null) return kind === 'flag' ? set(attributes, key, '') : `${key} needs a value (${key}=...)`;
  if (attributes.has(key)) {
    return key === 'mode' ? `two modes: ${attributes.get(key)} and ${given}` : `${key} is given twice`;
  }
  const rule = VALUES[/** @type {keyof VALUES} */ (kind)];
  if (rule && !rule.pattern.test(given)) return `${key}=${given} ${rule.not}`;
  return set(attributes, key, given);
}

/**
 * Sets `key` in `attributes` unless it is there; what is wrong, or null.
 * @param {Map<string, string>} attributes
 * @param {string} key
 * @param {string} value
 */
function set(attributes, key, value) {
  if (attributes.has(key)) return `${key} is given twice`;
  attributes.set(key, value);
  return null;
}

/**
 * `text` without ASCII whitespace at either end.
 * @param {string} text
 */
function trimAscii(text) {
  return text.replace(/^[ \t\n\f\r]+|[ \t\n\f\r]+$/g, '');
}

/**
 * The HTML of a fence: the element, or a visible error naming the problem.
 * @param {string} info
 * @param {string} body
 * @param {string} [tag]
 */
export function renderFence(info, body, tag = 'sudoku-dlx') {
  const read = readFence(info, body);
  if ('error' in read) {
    return `<div class="sudoku-dlx-error" role="alert">${escapeHtml(`${tag} block: ${read.error}`)}</div>\n`;
  }
  const attributes = read.attributes.map(([name, value]) =>
    FENCE_ATTRIBUTES[/** @type {keyof FENCE_ATTRIBUTES} */ (name)] === 'flag'
      ? ` ${name}`
      : ` ${name}="${escapeHtml(value)}"`,
  );
  return `<${tag}${attributes.join('')}></${tag}>\n`;
}
