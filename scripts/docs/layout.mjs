// The frame of every page of the docs site (scripts/docs.mjs): a header, the
// list of pages (a sidebar on a wide screen, a menu that opens on a phone),
// the page's own sections, the article, and the previous and next pages.

import { escapeHtml } from '../../npm/fence.js';

/**
 * @typedef {object} SitePage
 * @property {string} file the page's file name in the site (`engine.html`)
 * @property {string} label its name in the list of pages
 * @property {string} title its first heading
 * @property {{ id: string, text: string }[]} sections its second-level headings
 */

/**
 * The list of pages, the current one marked, with its sections under it.
 * @param {SitePage[]} pages
 * @param {SitePage} current
 */
function pageList(pages, current) {
  const items = pages.map((page) => {
    if (page !== current) return `<li><a href="${page.file}">${escapeHtml(page.label)}</a></li>`;
    const sections = page.sections
      .map(({ id, text }) => `<li><a href="#${escapeHtml(id)}">${escapeHtml(text)}</a></li>`)
      .join('');
    const inner = sections ? `<ul class="sections">${sections}</ul>` : '';
    return `<li><a href="${page.file}" aria-current="page">${escapeHtml(page.label)}</a>${inner}</li>`;
  });
  return `<ul class="pages">${items.join('')}</ul>`;
}

/**
 * The previous and next pages' links at the foot of a page.
 * @param {SitePage[]} pages
 * @param {SitePage} current
 */
function pager(pages, current) {
  const at = pages.indexOf(current);
  const previous = pages[at - 1];
  const next = pages[at + 1];
  const link = (/** @type {SitePage} */ page, /** @type {string} */ rel, /** @type {string} */ word) =>
    `<a class="${rel}" rel="${rel}" href="${page.file}"><span>${word}</span>${escapeHtml(page.label)}</a>`;
  return `<nav class="pager" aria-label="Previous and next page">${previous ? link(previous, 'prev', 'Previous') : '<span></span>'}${next ? link(next, 'next', 'Next') : ''}</nav>`;
}

/**
 * A whole page of the site.
 * @param {object} options
 * @param {SitePage[]} options.pages every page, in order, the index first
 * @param {SitePage} options.page this one
 * @param {string} options.body the article's HTML
 * @param {string} options.head what the page's head needs beyond the frame (the element's module)
 */
export function layout({ pages, page, body, head }) {
  const title = page === pages[0] ? 'sudoku-dlx' : `${page.title} · sudoku-dlx`;
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="color-scheme" content="light dark">
  <title>${escapeHtml(title)}</title>
  <link rel="icon" href="data:,">
  <link rel="stylesheet" href="site.css">
  <script type="module" src="menu.js"></script>
  ${head}
</head>
<body>
  <a class="skip" href="#content">Skip to the content</a>
  <header class="top">
    <a class="home" href="index.html">sudoku-dlx</a>
    <details class="menu">
      <summary>Pages</summary>
      <nav aria-label="Pages">${pageList(pages, page)}</nav>
    </details>
  </header>
  <div class="frame">
    <nav class="sidebar" aria-label="Pages">${pageList(pages, page)}</nav>
    <main id="content">
      <article>
${body}
      </article>
      ${pager(pages, page)}
    </main>
  </div>
</body>
</html>
`;
}
