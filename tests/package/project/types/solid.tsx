// The element in Solid's JSX (jsxImportSource solid-js).
import 'sudoku-dlx/element';

export const visualizer = (
  <sudoku-dlx mode="visualize" problem="queens 5" step={3} autoplay theme="dark" class="wide" />
);
// @ts-expect-error: not a theme
export const badTheme = <sudoku-dlx theme="sepia" />;
