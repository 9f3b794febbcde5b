// The visualizer's frame: a heading line with the event description and the
// problem picker, the playback controls, and empty panels (slots) that each
// loaded problem's views fill. Nothing here knows about the search.

/**
 * @typedef {object} Slots the panels a session's views fill
 * @property {HTMLElement} matrix
 * @property {HTMLElement} grid
 * @property {HTMLElement} gridPanel the grid's whole panel, hidden for exact cover
 * @property {HTMLElement} counters
 * @property {HTMLElement} stack
 * @property {HTMLElement} links
 * @property {HTMLElement} cells
 * @property {HTMLElement} tree
 */

/**
 * Builds the frame around `controls` (a Controls), `picker` (a
 * ProblemPicker), `rule` (a RulePicker), `custom` (a CustomProblem) and
 * `projector` (presentation mode's buttons and the sheet of shortcuts).
 * @param {Document} doc
 * @param {{ controls: import('./toolbar/controls.js').Controls, picker: import('./toolbar/problem-picker.js').ProblemPicker, rule: import('./toolbar/rule-picker.js').RulePicker, custom: import('./toolbar/custom-problem.js').CustomProblem, projector: import('./projector.js').Projector }} parts
 */
export function buildLayout(doc, { controls, picker, rule, custom, projector }) {
  const root = doc.createElement('div');
  root.className = 'dlx-vis';
  root.setAttribute('part', 'visualizer');
  root.tabIndex = 0;
  root.setAttribute('role', 'group');
  root.setAttribute('aria-label', 'Dancing-links visualizer. Space plays or pauses, arrow keys step.');
  const { head, words, describe, more, book, bookMore, bookRow } = buildHead(
    doc,
    picker.element,
    rule.element,
    controls.mini,
  );
  // Present, Copy link and ?, between the playback buttons and the speed.
  controls.toolbar.insertBefore(projector.tools, controls.speedGroup);
  // How a named family's items are named, under the picker (naming.js).
  const naming = doc.createElement('p');
  naming.className = 'dv-naming';
  naming.dataset.control = 'problem';
  const alert = doc.createElement('p');
  alert.className = 'dv-error';
  alert.setAttribute('role', 'alert');
  // A jump's progress changes every frame, so it stays out of the live
  // region, which says only when reading starts and how the jump ended.
  const noteLine = doc.createElement('p');
  noteLine.className = 'dv-note';
  noteLine.dataset.control = 'timeline';
  controls.timeline.dataset.control = 'timeline';
  controls.toolbar.setAttribute('part', 'controls');
  controls.timeline.setAttribute('part', 'timeline');
  for (const button of Object.values(controls.buttons)) button.dataset.control = 'playback';
  controls.speedGroup.dataset.control = 'speed';
  custom.element.dataset.control = 'problem';
  const note = doc.createElement('span');
  note.setAttribute('role', 'status');
  const progress = doc.createElement('span');
  noteLine.append(note, ' ', progress);
  // During playback the description changes too fast to be read aloud; this
  // says it again every few seconds instead (visualizer-view.js).
  const announcer = doc.createElement('p');
  announcer.className = 'dv-announce';
  announcer.setAttribute('aria-live', 'polite');
  const { main, tree, reps, slots } = buildPanels(doc);
  root.append(
    head,
    naming,
    alert,
    announcer,
    controls.toolbar,
    controls.timeline,
    noteLine,
    main,
    reps,
    tree,
    custom.element,
    projector.sheet,
  );
  return { root, words, describe, more, book, bookMore, bookRow, naming, alert, announcer, note, progress, slots };
}

/**
 * The heading: the event's description (in a box of fixed height, with a
 * button that grows the box in place to the whole of a longer one), the
 * problem and rule pickers, and the book's name for the event (one line,
 * with a button of its own that opens the same) beside `mini` (the steps,
 * shown where the words stick to the top of a phone's screen).
 * @param {Document} doc
 * @param {HTMLSelectElement} picker
 * @param {HTMLSelectElement} rule
 * @param {HTMLElement} mini
 */
function buildHead(doc, picker, rule, mini) {
  const head = doc.createElement('div');
  head.className = 'dv-head';
  const describe = doc.createElement('p');
  describe.className = 'dv-describe';
  describe.setAttribute('aria-live', 'polite');
  describe.setAttribute('part', 'description');
  describe.textContent = 'Loading the engine…';
  const more = moreButton(doc, 'dv-more', 'Show the whole description');
  const pop = doc.createElement('div');
  pop.className = 'dv-describe-pop';
  pop.append(describe, more);
  const box = doc.createElement('div');
  box.className = 'dv-describe-box';
  box.dataset.panel = 'description';
  box.append(pop);
  const presetLabel = doc.createElement('label');
  presetLabel.className = 'dv-preset-label';
  presetLabel.dataset.control = 'problem';
  presetLabel.textContent = 'Problem';
  presetLabel.append(picker);
  // The column rule of step X3, beside the problem it searches.
  const ruleLabel = doc.createElement('label');
  ruleLabel.className = 'dv-preset-label';
  ruleLabel.dataset.control = 'problem';
  ruleLabel.textContent = 'Rule';
  ruleLabel.append(rule);
  // What Knuth's book calls the event (TAOCP 7.2.2.1's steps X2 to X7).
  const book = doc.createElement('p');
  book.className = 'dv-book';
  book.dataset.panel = 'description';
  book.setAttribute('part', 'book-step');
  // A line cut short (a desktop's narrow column, a phone's step and name
  // alone) ends in "more", as the description does, and opens with it.
  const bookMore = moreButton(doc, 'dv-book-more', "Show the whole line of Knuth's book");
  const bookLine = doc.createElement('div');
  bookLine.className = 'dv-book-line';
  bookLine.append(book, bookMore);
  const bookRow = doc.createElement('div');
  bookRow.className = 'dv-book-row';
  bookRow.append(bookLine, mini);
  // The words about the event, together: on a phone they stick to the top
  // of the screen while the views scroll under them (styles.js).
  const words = doc.createElement('div');
  words.className = 'dv-words';
  words.append(box, bookRow);
  head.append(words, presetLabel, ruleLabel);
  return { head, words, describe, more, book, bookMore, bookRow };
}

/**
 * The empty panels: the matrix beside the grid, counters and stack, then
 * the links (what the description of a small problem talks about most)
 * with the same step on dancing cells beside them or below, and the search
 * tree below.
 * @param {Document} doc
 * @returns {{ main: HTMLElement, tree: HTMLElement, reps: HTMLElement, slots: Slots }}
 */
function buildPanels(doc) {
  const panel = (/** @type {string} */ name, /** @type {string} */ title) => {
    const section = doc.createElement('section');
    section.className = name === 'links' ? 'dv-panel dv-links-section' : `dv-panel dv-${name}-panel`;
    section.dataset.panel = name;
    section.setAttribute('part', `panel ${name}-panel`);
    if (title) {
      const h = doc.createElement('h3');
      h.textContent = title;
      section.append(h);
    }
    const slot = doc.createElement('div');
    section.append(slot);
    return { section, slot };
  };
  const matrix = panel('matrix', 'Matrix');
  const grid = panel('grid', 'Grid');
  const counters = panel('counters', 'Counters');
  const stack = panel('stack', '');
  const tree = panel('tree', 'Search tree');
  const links = panel('links', 'Links');
  const cells = panel('cells', 'Dancing cells');
  // The two representations of one step, side by side when both fit.
  const reps = doc.createElement('div');
  reps.className = 'dv-reps';
  reps.append(links.section, cells.section);
  const side = doc.createElement('aside');
  side.className = 'dv-side';
  side.append(grid.section, counters.section, stack.section);
  const main = doc.createElement('div');
  main.className = 'dv-main';
  main.append(matrix.section, side);
  return {
    main,
    tree: tree.section,
    reps,
    slots: {
      matrix: matrix.slot,
      grid: grid.slot,
      gridPanel: grid.section,
      counters: counters.slot,
      stack: stack.slot,
      links: links.slot,
      cells: cells.slot,
      tree: tree.slot,
    },
  };
}

/**
 * A "more" that shows words cut short whole, hidden until they are cut.
 * @param {Document} doc
 * @param {string} className
 * @param {string} label what it shows, for a screen reader
 */
function moreButton(doc, className, label) {
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = className;
  button.hidden = true;
  button.textContent = 'more';
  button.setAttribute('aria-expanded', 'false');
  button.setAttribute('aria-label', label);
  return button;
}
