// The element in React's JSX (18 and 19), with no declaration of the app's own.
import 'sudoku-dlx/element';
import type { SudokuDlx } from 'sudoku-dlx/element';

export const solver = (
  <sudoku-dlx
    mode="solve"
    count-limit={5}
    countLimit={5}
    controls="none"
    theme="dark"
    id="s"
    className="wide"
    style={{ maxWidth: 600 }}
    onsolution={(e) => console.log(e.detail)}
    ref={(el: SudokuDlx | null) => {
      el?.solve();
    }}
  />
);
export const visualizer = (
  <sudoku-dlx mode="visualize" problem="queens 5" step={12} speed="max" autoplay loop panels="grid" />
);
// @ts-expect-error: not a theme
export const badTheme = <sudoku-dlx theme="sepia" />;
// @ts-expect-error: not an attribute of the element
export const unknown = <sudoku-dlx colour="red" />;
