// The README's VitePress recipe, as written: the Markdown plugin on the
// server. (`head` is the test's own: an icon, so that the browser's request
// for /favicon.ico is no 404 in the console the test reads.)
import sudokuDlx from 'sudoku-dlx/markdown-it';
export default {
  markdown: { config: (md) => md.use(sudokuDlx) },
  vue: { template: { compilerOptions: { isCustomElement: (tag) => tag === 'sudoku-dlx' } } },
  vite: { optimizeDeps: { exclude: ['sudoku-dlx'] } },
  head: [['link', { rel: 'icon', href: 'data:,' }]],
};
