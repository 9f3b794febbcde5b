// `npm run docs`: the docs as a static site in dist/docs/, an index page (the
// README) and a page for each docs/*.md, in the order of the README's
// Documentation table. The Markdown goes through the project's own
// markdown-it plugin (scripts/docs/markdown.mjs), so each ```sudoku-dlx
// fence is a live element, and the element is the production build
// (scripts/bundle.mjs) in dist/docs/assets/: the site is itself an embedding
// of the built element in a static docs site. Needs the built wasm packages
// (`npm run build`).

import { copyFile, readFile, readdir, rm, writeFile, mkdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundle } from './bundle.mjs';
import { layout } from './docs/layout.mjs';
import { siteMarkdown } from './docs/markdown.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DOCS = join(ROOT, 'docs');
export const SITE = join(ROOT, 'dist/docs');
/** Files the site copies under another name, as the README links them. */
const RENAME = { LICENSE: 'LICENSE.txt' };

/**
 * The pages in the README's Documentation table, in its order, with the
 * names it gives them: `| [The page](docs/page.md) | ... |`.
 * @param {string} readme
 */
function tableOrder(readme) {
  const table = readme.split(/^## Documentation$/m)[1] ?? '';
  return [...table.matchAll(/^\|\s*\[([^\]]+)\]\(docs\/([\w-]+)\.md\)/gm)].map(([, label, name]) => ({ label, name }));
}

/**
 * A page's title, its sections and its HTML.
 * @param {ReturnType<typeof siteMarkdown>} md
 * @param {string} text
 */
function render(md, text) {
  const tokens = md.parse(text, {});
  const headings = tokens.flatMap((token, i) =>
    token.type === 'heading_open'
      ? [
          {
            level: token.tag,
            id: String(token.attrGet('id')),
            text: tokens[i + 1].children.map((child) => child.content).join(''),
          },
        ]
      : [],
  );
  const title = headings.find(({ level }) => level === 'h1')?.text ?? '';
  const sections = headings
    .filter(({ level }) => level === 'h2')
    .map(({ id, text: heading }) => ({ id, text: heading }));
  return { title, sections, body: md.renderer.render(tokens, md.options, {}) };
}

/**
 * What a page's head loads: the element's built module when the page holds
 * an element, and the import map and runner when it holds a run example.
 * @param {string} body
 * @param {Map<string, string>} outputs source path → built file name
 */
function headFor(body, outputs) {
  const built = (/** @type {string} */ source) => `./assets/${outputs.get(join(ROOT, source))}`;
  const parts = [];
  if (body.includes('class="run-example run-js"')) {
    const imports = {
      'sudoku-dlx': built('www/sudoku-dlx/api.js'),
      'sudoku-dlx/stepper': built('www/sudoku-dlx/stepper.js'),
      'sudoku-dlx/logic': built('www/sudoku-dlx/logic.js'),
    };
    parts.push(`<script type="importmap">${JSON.stringify({ imports })}</script>`);
    parts.push('<script type="module" src="run-examples.js"></script>');
  }
  if (body.includes('<sudoku-dlx')) {
    parts.push(`<script type="module" src="${built('www/sudoku-dlx/index.js')}"></script>`);
  }
  return parts.join('\n  ');
}

/** Copies the site's own files, the docs' images and the license. */
async function copyFiles() {
  for (const file of ['site.css', 'menu.js', 'run-examples.js']) {
    await copyFile(join(ROOT, 'www/docs', file), join(SITE, file));
  }
  for (const file of await readdir(DOCS)) {
    if (!file.endsWith('.md')) await copyFile(join(DOCS, file), join(SITE, file));
  }
  for (const [from, to] of Object.entries(RENAME)) await copyFile(join(ROOT, from), join(SITE, to));
}

/** Builds the site; returns its folder. */
export async function buildDocs() {
  await rm(SITE, { recursive: true, force: true });
  await mkdir(SITE, { recursive: true });
  const { outputs } = await bundle({
    outdir: join(SITE, 'assets'),
    entries: {
      element: 'www/sudoku-dlx/index.js',
      api: 'www/sudoku-dlx/api.js',
      stepper: 'www/sudoku-dlx/stepper.js',
      logic: 'www/sudoku-dlx/logic.js',
    },
    entryNames: '[name]-[hash]',
  });
  await copyFiles();
  const readme = await readFile(join(ROOT, 'README.md'), 'utf8');
  const listed = tableOrder(readme);
  const others = (await readdir(DOCS))
    .filter((file) => file.endsWith('.md'))
    .map((file) => file.slice(0, -3))
    .filter((name) => !listed.some((page) => page.name === name))
    .map((name) => ({ label: '', name }));
  const md = siteMarkdown(RENAME);
  const sources = [
    { label: 'Overview', file: 'index.html', text: readme },
    ...(await Promise.all(
      [...listed, ...others].map(async ({ label, name }) => ({
        label,
        file: `${name}.html`,
        text: await readFile(join(DOCS, `${name}.md`), 'utf8'),
      })),
    )),
  ];
  const pages = sources.map(({ label, file, text }) => {
    const { title, sections, body } = render(md, text);
    return { label: label || title, file, title, sections, body };
  });
  for (const page of pages) {
    const html = layout({ pages, page, body: page.body, head: headFor(page.body, outputs) });
    await writeFile(join(SITE, page.file), html);
  }
  return { site: SITE, pages: pages.map(({ file }) => file) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { site, pages } = await buildDocs();
  console.log(`built ${pages.length} pages in ${site}`);
}
