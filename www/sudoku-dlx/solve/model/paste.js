// Puzzle text as people paste it, made into what the parser reads: lines
// starting with `#` are comments (as on the command line), and commas
// separate cells like spaces. Both keep every line and column where it
// was, so the parser's "line 3, column 7" still points into the text.

/** @param {string} text */
export function cleanPaste(text) {
  return text
    .split('\n')
    .map((line) => (line.trimStart().startsWith('#') ? '' : line.replace(/,/g, ' ')))
    .join('\n');
}

/**
 * The parser's message about the grid, whose text has one row per line, in
 * the grid's words: "row 2, column 5" rather than "line 2, column 5".
 * @param {string} message
 */
export function inGridWords(message) {
  return message.replace(/\bline (\d+), column (\d+)/, 'row $1, column $2');
}
