// eleventy.config.js
const sudokuDlx = require('sudoku-dlx/markdown-it');

module.exports = function (eleventyConfig) {
  eleventyConfig.amendLibrary('md', (md) => md.use(sudokuDlx));
  eleventyConfig.addPassthroughCopy({ 'node_modules/sudoku-dlx/dist': 'sudoku-dlx' });
};
