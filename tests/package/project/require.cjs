// A CommonJS config's view of the Markdown plugin (Eleventy's, or any
// `npm init -y` project): `require` gives the plugin itself. Prints what it
// saw as JSON.
const MarkdownIt = require('markdown-it');
const sudokuDlx = require('sudoku-dlx/markdown-it');

const md = new MarkdownIt({ html: true }).use(sudokuDlx);
console.log(
  JSON.stringify({
    type: typeof sudokuDlx,
    isDefault: sudokuDlx.default === sudokuDlx,
    named: typeof sudokuDlx.renderFence,
    html: md.render('```sudoku-dlx visualize step=2 theme=dark\nqueens 4\n```\n'),
  }),
);
