// `sudoku-dlx/markdown-it`: a markdown-it plugin (the Markdown engine of
// VitePress and many others) that turns a fenced ```sudoku-dlx block into a
// <sudoku-dlx> element, or into a visible error box when the block is
// malformed, so a bad block never breaks a build. The rules are npm/fence.js's.
//
//   import MarkdownIt from 'markdown-it';
//   import sudokuDlx from 'sudoku-dlx/markdown-it';
//   const md = new MarkdownIt({ html: true }).use(sudokuDlx);

import { renderFence } from './fence.js';

/**
 * @typedef {object} PluginOptions
 * @property {string} [language] the fence's language name, `sudoku-dlx` unless given
 */

/**
 * @param {any} md a MarkdownIt instance
 * @param {PluginOptions} [options]
 */
export default function sudokuDlxPlugin(md, { language = 'sudoku-dlx' } = {}) {
  const fallback = md.renderer.rules.fence;
  /** @type {(tokens: any[], index: number, options: object, env: object, self: any) => string} */
  md.renderer.rules.fence = (tokens, index, options, env, self) => {
    const token = tokens[index];
    // The info string as written (markdown-it keeps it raw), trimmed of
    // spaces and tabs, as fence.js reads it.
    const info = String(token.info ?? '').replace(/^[ \t]+|[ \t]+$/g, '');
    const [name] = info.split(/[ \t]/, 1);
    if (name !== language) return fallback(tokens, index, options, env, self);
    return renderFence(info.slice(name.length), token.content);
  };
}

export { FENCE_ATTRIBUTES, renderFence, readFence, escapeHtml } from './fence.js';
