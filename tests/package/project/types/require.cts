// `require('sudoku-dlx/markdown-it')` in a CommonJS TypeScript file: the plugin itself.
import MarkdownIt = require('markdown-it');
import sudokuDlx = require('sudoku-dlx/markdown-it');

const md = new MarkdownIt({ html: true }).use(sudokuDlx);
const html: string = sudokuDlx.renderFence('visualize', 'queens 4') + md.render('');
export = html;
