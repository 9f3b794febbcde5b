// The element in Preact's JSX (jsxImportSource preact).
import 'sudoku-dlx/element';

export const solver = (
  <sudoku-dlx mode="solve" count-limit={5} theme="auto" class="wide" id="s" onpuzzlechange={(e) => e.detail.puzzle} />
);
// @ts-expect-error: not a theme
export const badTheme = <sudoku-dlx theme="sepia" />;
