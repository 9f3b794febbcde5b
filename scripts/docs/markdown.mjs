// Markdown to HTML for the docs site (scripts/docs.mjs): markdown-it with
// the project's own plugin (npm/markdown-it.js), so ```sudoku-dlx fences
// become live elements, and four rules of the site's own:
// - headings get GitHub's anchors, so `page.md#anchor` means the same on
//   GitHub and in the site;
// - a link to `name.md` (or `docs/name.md` from the README) points at
//   `name.html`, and an image or file of docs/ at its copy beside the pages;
// - a ```js run fence is shown as code and run in the page as it stands
//   (www/docs/run-examples.js), its output printed under it, and a
//   ```html run fence is shown as code and then put in the page as it stands;
// - a table scrolls sideways in its own box on a narrow screen, and a
//   table of two columns (a name and what it is) stacks each pair there.

import MarkdownIt from 'markdown-it';
import sudokuDlx from '../../npm/markdown-it.js';

/**
 * GitHub's anchor for a heading's text: lower case, punctuation dropped,
 * spaces as hyphens.
 * @param {string} text
 */
export function slugOf(text) {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/**
 * Gives every heading an id, numbered as GitHub numbers repeats (`x`, `x-1`).
 * @param {any} md a MarkdownIt instance
 */
export function headingAnchors(md) {
  md.core.ruler.push('heading_anchors', (/** @type {any} */ state) => {
    /** @type {Map<string, number>} */
    const seen = new Map();
    const tokens = state.tokens;
    for (let i = 0; i < tokens.length; i++) {
      if (tokens[i].type !== 'heading_open') continue;
      const text = tokens[i + 1].children.map((/** @type {any} */ child) => child.content).join('');
      const slug = slugOf(text);
      const repeats = seen.get(slug) ?? 0;
      seen.set(slug, repeats + 1);
      tokens[i].attrSet('id', repeats ? `${slug}-${repeats}` : slug);
    }
  });
}

/**
 * Ends each section's heading with a link to itself, for copying.
 * @param {any} md
 */
function sectionLinks(md) {
  md.renderer.rules.heading_close = (/** @type {any[]} */ tokens, /** @type {number} */ index) => {
    const close = `</${tokens[index].tag}>\n`;
    const open = tokens[index - 2];
    if (open.tag === 'h1') return close;
    const id = md.utils.escapeHtml(open.attrGet('id'));
    return `<a class="section-link" href="#${id}" aria-label="Link to this section">#</a>${close}`;
  };
}

/**
 * Where a relative link of a Markdown file points in the site: `x.md` and
 * `docs/x.md` to `x.html`, `docs/x.png` to `x.png`; `rename` maps any other
 * file the site copies (the README's LICENSE). Absolute links and anchors stay.
 * @param {string} href
 * @param {Record<string, string>} rename
 */
export function siteHref(href, rename = {}) {
  if (/^([a-z][a-z0-9+.-]*:|#|\/)/i.test(href)) return href;
  const [path, anchor] = href.split(/(?=#)/, 2);
  const local = path.replace(/^(\.\/)?docs\//, '');
  const target = rename[local] ?? local.replace(/\.md$/, '.html');
  return target + (anchor ?? '');
}

/**
 * Rewrites links and image sources with siteHref.
 * @param {any} md
 * @param {Record<string, string>} rename
 */
function siteLinks(md, rename) {
  md.core.ruler.push('site_links', (/** @type {any} */ state) => {
    for (const block of state.tokens) {
      for (const token of block.children ?? []) {
        const name = token.type === 'link_open' ? 'href' : token.type === 'image' ? 'src' : null;
        if (name) token.attrSet(name, siteHref(token.attrGet(name), rename));
      }
    }
  });
}

/**
 * A ```js run fence: the code, then the box its output is printed in; the
 * page's runner reads the code from the `<code>` itself. A ```html run
 * fence: the markup, then the same markup as part of the page. Either way
 * what runs is what is shown.
 * @param {any} md
 */
function runnableFences(md) {
  const fence = md.renderer.rules.fence;
  md.renderer.rules.fence = (/** @type {any[]} */ tokens, /** @type {number} */ index, ...rest) => {
    const token = tokens[index];
    const [language, run] = String(token.info).trim().split(/\s+/);
    if (run !== 'run' || !['js', 'html'].includes(language)) return fence(tokens, index, ...rest);
    token.info = language;
    const code = fence(tokens, index, ...rest);
    if (language === 'html') {
      return `<figure class="run-example run-html">${code}<figcaption>Live, in this page</figcaption><div class="run-live">\n${token.content}</div></figure>\n`;
    }
    return `<figure class="run-example run-js">${code}<figcaption>Output, run in this page</figcaption><output class="run-output" aria-live="polite">running…</output></figure>\n`;
  };
}

/**
 * Whether the table opening at `index` is a list of names and what they
 * are: two columns and no images.
 * @param {any[]} tokens
 * @param {number} index
 */
function isPairs(tokens, index) {
  let columns = 0;
  for (let i = index; i < tokens.length && tokens[i].type !== 'table_close'; i++) {
    if (tokens[i].type === 'th_open') columns++;
    if (tokens[i].children?.some((/** @type {any} */ child) => child.type === 'image')) return false;
  }
  return columns === 2;
}

/**
 * Wraps each table in a box that scrolls on its own; a table of pairs is
 * marked so that a phone can stack each pair instead.
 * @param {any} md
 */
function scrollingTables(md) {
  md.renderer.rules.table_open = (/** @type {any[]} */ tokens, /** @type {number} */ index) =>
    `<div class="table-scroll"><table${isPairs(tokens, index) ? ' class="pairs"' : ''}>\n`;
  md.renderer.rules.table_close = () => '</table></div>\n';
}

/**
 * The site's Markdown renderer.
 * @param {Record<string, string>} rename files the site copies under other names
 */
export function siteMarkdown(rename = {}) {
  const md = new MarkdownIt({ html: true });
  md.use(sudokuDlx);
  md.use(runnableFences);
  md.use(headingAnchors);
  md.use(sectionLinks);
  md.use(siteLinks, rename);
  md.use(scrollingTables);
  return md;
}
