// The links view's legend: one line for every colour and mark it draws,
// each with a small key drawn in the same theme colour. A key's
// `data-color` names the --dv-* colour it shows, so a test can hold the
// legend to the colours the view draws with.

/**
 * [keys (a mark and its colour), what it means]; a line may show two keys.
 * @type {[string[][], string][]}
 */
const ENTRIES = [
  [[['header', 'fg']], 'an item’s header, with its name and how many options its list holds'],
  [[['header', 'muted']], 'a secondary item (the options need not cover it)'],
  [[['fill', 'covered']], 'a covered item: its options hidden, its length marked covered'],
  [
    [
      ['fill', 'cover'],
      ['fill', 'restore'],
    ],
    'an item being covered, or uncovered, in this step',
  ],
  [[['ring', 'chosen']], 'the item chosen to branch on; the option just tried is ringed the same'],
  [[['node', 'node']], 'a node: an option’s entry in one item’s column'],
  [[['node', 'selected']], 'a node of an option in the partial solution (its name in blue)'],
  [[['faded', 'node']], 'a hidden node, out of its column’s list (its option’s name in grey)'],
  [[['line', 'link']], 'down links run on the right of a column, up links on the left'],
  [[['dashed', 'muted']], 'a hidden node’s own links, which still point at its old neighbours'],
  [
    [
      ['thick', 'cover'],
      ['thick', 'restore'],
    ],
    'a link being unlinked, or linked back, in this step',
  ],
  [
    [['thin', 'muted']],
    'the left-right order of an option’s nodes, and dlx1’s ring of active items (a curve skips covered ones)',
  ],
  [[['edge', 'link']], 'a link that leaves at the top or bottom edge wraps around to the other end of its column'],
];

/**
 * @param {Document} doc
 * @param {boolean} secondary whether the problem has secondary items
 */
export function buildLinksLegend(doc, secondary) {
  const legend = doc.createElement('div');
  legend.append(buildKeys(doc, secondary), buildRingNote(doc));
  return legend;
}

/**
 * What the root and the ring are: the drawing keeps Knuth's figure, and
 * this says plainly that the engine beside it does without them.
 * @param {Document} doc
 */
function buildRingNote(doc) {
  const note = doc.createElement('p');
  note.className = 'dv-links-note';
  note.textContent =
    'The root and the ring through the active headers are drawn as in Knuth’s dlx1, which keeps the items still ' +
    'to cover in that ring. This engine keeps no ring: every item’s length sits in one array (the number under its ' +
    'name), a covered item is marked there, and choosing an item scans the primary items’ lengths ' +
    '(src/dlx/mod.rs). The up and down links are the same in both.';
  return note;
}

/**
 * @param {Document} doc
 * @param {boolean} secondary
 */
function buildKeys(doc, secondary) {
  const list = doc.createElement('ul');
  list.className = 'dv-legend';
  list.setAttribute('aria-label', 'Legend');
  for (const [keys, text] of ENTRIES) {
    if (!secondary && text.startsWith('a secondary')) continue;
    const item = doc.createElement('li');
    for (const [mark, color] of keys) {
      const key = doc.createElement('span');
      key.className = 'dv-key';
      key.dataset.mark = mark;
      key.dataset.color = color;
      key.style.setProperty('--key', `var(--dv-${color})`);
      key.setAttribute('aria-hidden', 'true');
      item.append(key);
    }
    item.append(doc.createTextNode(text));
    list.append(item);
  }
  return list;
}

export const LEGEND_STYLES = `
.dv-links-note { margin: 8px 0 0; max-width: 72em; font-size: 12px; color: var(--dv-muted); }
.dv-legend { list-style: none; margin: 8px 0 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(17em, 1fr)); gap: 3px 16px; font-size: 12px; color: var(--dv-muted); }
.dv-legend li { display: flex; align-items: center; gap: 6px; }
.dv-key { flex: none; display: inline-block; width: 16px; height: 12px; border-radius: 3px; }
.dv-key[data-mark="header"] { border: 1.5px solid var(--key); background: var(--dv-bg); }
.dv-key[data-mark="fill"] { border: 1px solid var(--dv-fg); background: var(--key); }
.dv-key[data-mark="ring"] { border: 3px solid var(--key); }
.dv-key[data-mark="node"], .dv-key[data-mark="faded"] { width: 11px; height: 11px; margin: 0 2.5px; background: var(--key); }
.dv-key[data-mark="faded"] { opacity: 0.35; }
.dv-key[data-mark="line"], .dv-key[data-mark="thick"], .dv-key[data-mark="thin"] { height: 0; border-radius: 0; border-top: 1.5px solid var(--key); }
.dv-key[data-mark="thick"] { border-top-width: 2.5px; }
.dv-key[data-mark="thin"] { border-top-width: 1px; }
.dv-key[data-mark="dashed"] { height: 0; border-radius: 0; border-top: 1.5px dashed var(--key); }
.dv-key[data-mark="edge"] { width: 0; height: 14px; margin: 0 8px; border-radius: 0; border-left: 1.5px solid var(--key); }
.dv-inspect { margin: 6px 0 0; min-height: 2.9em; font-size: 13px; }
.dv-links-scroll { display: flex; }
.dv-links-labels { position: sticky; left: 0; z-index: 1; flex: none; }
`;
