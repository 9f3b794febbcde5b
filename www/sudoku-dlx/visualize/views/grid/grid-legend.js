// The grid's caption: what each colour and mark of the pencil-mark grid means.

/** [swatch class or colour property, words, shape] of each entry. */
const ENTRIES = [
  ['dv-given', 'given'],
  ['dv-placed', 'placed by the search'],
  ['--dv-muted', "candidates: the options still linked under the cell's item", 'mark'],
  ['--dv-cover', 'struck out by this cover', 'struck'],
  ['--dv-restore', 'restored by this uncover', 'mark'],
  [
    '--dv-chosen',
    'the chosen item: a cell and its candidates, or a symbol and its places (ringed) in its shaded row, column or box',
    'ring',
  ],
];

/**
 * @param {Document} doc
 * @returns {HTMLElement}
 */
export function gridLegend(doc) {
  const caption = doc.createElement('figcaption');
  caption.className = 'dv-caption dv-grid-legend';
  for (const [swatch, words, shape] of ENTRIES) {
    const entry = doc.createElement('span');
    entry.style.display = 'inline-block';
    const mark = doc.createElement('span');
    if (swatch.startsWith('--')) {
      mark.textContent = '7';
      Object.assign(mark.style, {
        color: `var(${swatch})`,
        fontWeight: '700',
        margin: '0 4px 0 8px',
        padding: '0 3px',
        textDecoration: shape === 'struck' ? 'line-through' : 'none',
        border: shape === 'ring' ? '1.5px solid currentColor' : 'none',
        borderRadius: '50%',
      });
    } else {
      mark.className = `dv-swatch ${swatch}`;
    }
    mark.setAttribute('aria-hidden', 'true');
    entry.append(mark, words);
    caption.append(entry, ' ');
  }
  return caption;
}
