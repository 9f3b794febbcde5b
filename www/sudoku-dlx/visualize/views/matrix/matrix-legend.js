// The matrix panel's legend: every colour and mark the two modes draw, each
// entry tagged with the modes it applies to, so the panel lists only what
// the mode shown can draw.

/** [mode ('compact', 'full' or 'both'), swatch class, words] */
const ENTRIES = [
  ['both', 'dv-lg-node', 'a node: the option (row) uses the item (column)'],
  ['both', 'dv-lg-length', 'bar above a column: the item’s length, its options left'],
  ['both', 'dv-lg-chosen', 'the chosen item (fewest options), with its length'],
  ['compact', 'dv-lg-cover', 'just hidden by a cover: struck through, gone at the next step'],
  ['full', 'dv-lg-hid', 'just hidden by a cover'],
  ['both', 'dv-lg-restore', 'just restored by an uncover'],
  ['compact', 'dv-lg-trying', 'the option being tried (its own item is already covered)'],
  ['full', 'dv-lg-covered', 'a covered item; the node that hid an option keeps this colour'],
  ['full', 'dv-lg-hidden', 'a hidden option (faded)'],
  ['full', 'dv-lg-partial', 'in the partial solution'],
  ['both', 'dv-lg-highlight', 'picked here or in the grid'],
];

/** @param {Document} doc */
export function buildLegend(doc) {
  const list = doc.createElement('ul');
  list.className = 'dv-mx-legend';
  list.setAttribute('aria-label', 'Legend of the matrix');
  for (const [mode, swatch, words] of ENTRIES) {
    const entry = doc.createElement('li');
    entry.dataset.legend = mode;
    const mark = doc.createElement('span');
    mark.className = `dv-lg ${swatch}`;
    mark.setAttribute('aria-hidden', 'true');
    if (swatch === 'dv-lg-chosen') mark.textContent = '3';
    entry.append(mark, words);
    list.append(entry);
  }
  return list;
}

export const LEGEND_STYLES = `
.dv-mx-legend { display: flex; flex-wrap: wrap; gap: 2px 14px; margin: 6px 0 0; padding: 0; list-style: none; font-size: 12px; color: var(--dv-muted); }
.dv-mx-legend li { display: inline-flex; align-items: center; gap: 5px; }
.dv-matrix[data-mode="compact"] [data-legend="full"], .dv-matrix[data-mode="full"] [data-legend="compact"] { display: none; }
.dv-lg { display: inline-block; flex: none; width: 11px; height: 11px; border-radius: 2px; }
.dv-lg-node { background: var(--dv-node); }
.dv-lg-length { height: 5px; background: var(--dv-muted); align-self: center; }
.dv-lg-chosen { width: auto; height: auto; min-width: 11px; padding: 1px 3px; background: var(--dv-chosen); color: var(--dv-on-selected); font-weight: 700; font-size: 10px; line-height: 10px; }
.dv-lg-cover { background: linear-gradient(transparent 45%, var(--dv-cover) 45%, var(--dv-cover) 60%, transparent 60%), color-mix(in srgb, var(--dv-cover) 25%, transparent); }
.dv-lg-hid { background: color-mix(in srgb, var(--dv-cover) 30%, transparent); }
.dv-lg-restore { background: color-mix(in srgb, var(--dv-restore) 35%, transparent); }
.dv-lg-trying { background: var(--dv-selected); }
.dv-lg-covered { background: var(--dv-covered); }
.dv-lg-hidden { background: var(--dv-rule); opacity: 0.7; }
.dv-lg-partial { background: color-mix(in srgb, var(--dv-selected) 30%, transparent); border: 2px solid var(--dv-node); }
.dv-lg-highlight { background: color-mix(in srgb, var(--dv-highlight) 40%, transparent); border: 2px solid var(--dv-highlight); }
`;
