// docs/embedding.md's Docusaurus recipe: the classic preset; the element's
// files are served from static/ (copied there from the package), so
// Docusaurus's webpack build never bundles them.
export default {
  title: 'sudoku-dlx in Docusaurus',
  url: 'http://127.0.0.1',
  baseUrl: '/',
  presets: [['classic', { docs: false, blog: false }]],
  headTags: [{ tagName: 'link', attributes: { rel: 'icon', href: 'data:,' } }],
};
