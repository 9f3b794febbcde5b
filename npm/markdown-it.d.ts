// Types of `sudoku-dlx/markdown-it` (npm/markdown-it.js).

export interface PluginOptions {
  /** The fence's language name; `sudoku-dlx` unless given. */
  language?: string;
}

/** The markdown-it plugin: `md.use(sudokuDlxPlugin)`. */
export default function sudokuDlxPlugin(md: unknown, options?: PluginOptions): void;

/** The HTML of one fence: the element, or a visible error box. */
export declare function renderFence(info: string, body: string, tag?: string): string;

/** The element's attributes for a fence, or the reason there are none. */
export declare function readFence(info: string, body: string): { attributes: [string, string][] } | { error: string };

export declare function escapeHtml(text: string): string;

/** Every attribute a fence may set, and what it takes. */
export declare const FENCE_ATTRIBUTES: Readonly<
  Record<string, 'mode' | 'text' | 'number' | 'speed' | 'flag' | 'theme'>
>;
