// A fenced ```sudoku-dlx block, read into the element's HTML. The
// markdown-it plugin uses it, and src/bin/mdbook-sudoku-dlx.rs follows the
// same rules (tests/fixtures/fences.json holds both to the same answers):
//
//   ```sudoku-dlx visualize step=37 panels="grid matrix"
//   4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........
//   ```
//
// The info string is the language, then `solve`, `visualize` or `ladder`, then
// attributes: `name=value`, `name="value with spaces"` or a bare `name`. The
// body is the puzzle, or in visualize mode an exact-cover problem when it is
// not a grid. Whatever is wrong gives a visible error box, never an exception.

const MODES = ['solve', 'visualize', 'ladder'];
const FLAGS = ['autoplay', 'loop', 'compact'];
const VALUED = ['puzzle', 'problem', 'step', 'speed', 'controls', 'panels', 'count-limit'];
const NUMBERS = { step: /^\d+$/, 'count-limit': /^\d+$/, speed: /^(\d+(\.\d+)?|max)$/ };

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
  const word = /([^\s="']+)(?:=(?:"([^"]*)"|'([^']*)'|([^\s"']+)))?(?=\s|$)/y;
  let index = 0;
  for (;;) {
    while (index < info.length && /\s/.test(info[index])) index++;
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
  const cells = body.replace(/[\s|+-]/g, '');
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
  const text = body.trim();
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
  if (value === null && MODES.includes(name)) {
    if (attributes.has('mode')) return `two modes: ${attributes.get('mode')} and ${name}`;
    attributes.set('mode', name);
    return null;
  }
  if (!FLAGS.includes(name) && !VALUED.includes(name)) return `unknown attribute "${name}"`;
  if (attributes.has(name)) return `${name} is given twice`;
  if (FLAGS.includes(name) && value !== null) return `${name} takes no value`;
  if (VALUED.includes(name) && value === null) return `${name} needs a value (${name}=...)`;
  const pattern = NUMBERS[/** @type {keyof NUMBERS} */ (name)];
  if (pattern && !pattern.test(/** @type {string} */ (value))) return `${name}=${value} is not a number`;
  attributes.set(name, value ?? '');
  return null;
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
    return `<div class="sudoku-dlx-error" role="alert" style="border:2px solid #b42318;color:#b42318;padding:8px 12px">${escapeHtml(`${tag} block: ${read.error}`)}</div>\n`;
  }
  const attributes = read.attributes.map(([name, value]) =>
    FLAGS.includes(name) ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`,
  );
  return `<${tag}${attributes.join('')}></${tag}>\n`;
}
