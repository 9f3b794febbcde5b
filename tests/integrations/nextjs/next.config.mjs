// A static export (next build writes out/), and nothing for sudoku-dlx.
export default { output: 'export' };
