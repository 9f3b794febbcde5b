// Types of `require('sudoku-dlx/markdown-it')` (npm/markdown-it.cjs): the
// plugin itself, with `default` and the named exports of the ES module
// (npm/markdown-it.d.ts) as its properties.

declare function sudokuDlxPlugin(md: unknown, options?: sudokuDlxPlugin.PluginOptions): void;

declare namespace sudokuDlxPlugin {
  export interface PluginOptions {
    /** The fence's language name; `sudoku-dlx` unless given. */
    language?: string;
  }
  /** The HTML of one fence: the element, or a visible error box. */
  export function renderFence(info: string, body: string, tag?: string): string;
  /** The element's attributes for a fence, or the reason there are none. */
  export function readFence(info: string, body: string): { attributes: [string, string][] } | { error: string };
  export function escapeHtml(text: string): string;
  /** Every attribute a fence may set, and what it takes. */
  export const FENCE_ATTRIBUTES: Readonly<Record<string, 'mode' | 'text' | 'number' | 'speed' | 'flag' | 'theme'>>;
  export { sudokuDlxPlugin as default };
}

export = sudokuDlxPlugin;
