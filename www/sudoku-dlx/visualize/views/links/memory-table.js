// Knuth's memory table (TAOCP 7.2.2.1, Table 1) for the problem shown:
// the list of items (NAME, LLINK, RLINK) and every node (LEN at an item's
// header, TOP elsewhere, ULINK, DLINK), cut into blocks of columns as the
// book prints it. The fields the last step wrote are marked, with the value
// they held before; stepping back marks the same fields, restored. The
// engine's replay reports every value and every write (src/dlx/memory.rs);
// this file only lays them out. Link by link, a reader walks through the
// step's writes one at a time, back and forth, the links view following:
// the engine unwinds the table to the write shown.

import { EventKind } from '../../../engine/event-kind.js';
import { MemoryField } from '../../model/replay-links.js';
import * as render from '../../../shared/render.js';

/** @typedef {import('../../model/problem.js').Problem} Problem */
/** @typedef {import('../../model/replay-links.js').ReplayLinks} ReplayLinks */
/** @typedef {ReplayLinks['table']} Table */
/** @typedef {Table['memory']} Memory */
/**
 * A field's cell: its place, its code (-1 for one never written) and how its value is read.
 * @typedef {{ cell: HTMLTableCellElement, at: number, code: number, read: (memory: Memory, at: number) => string }} Field
 */

/** A column's width in CSS pixels, and the row labels' before them. */
const COLUMN_PX = 36;
const LABEL_PX = 58;
const FIELD_NAMES = ['LLINK', 'RLINK', 'LEN', 'ULINK', 'DLINK'];

export class MemoryTable {
  /** Columns a block, as many as fit the table's width when drawn. */
  #columns = 8;
  /** @type {Table | null} the table last drawn */
  #drawn = null;
  /** The field of the last write shown made, by `key`, or -1. */
  #current = -1;
  /** @type {[number, number]} the event kind and item last asked for */
  #shown = [-1, -1];
  /**
   * Every field's cell, built once for #columns: a step rewrites only the
   * cells whose value or mark changed (rebuilding the table's 1,800 cells a
   * step was most of the 4×4's step).
   * @type {Field[]}
   */
  #fields = [];
  /** The columns a block the cells were built for, 0 before they are. */
  #built = 0;
  /** @type {ResizeObserver | undefined} */
  #observer;

  /**
   * @param {Document} doc
   * @param {Problem} problem
   * @param {ReplayLinks} links
   * @param {() => void} onWithin the links were moved part way through the step, or back to its end
   */
  constructor(doc, problem, links, onWithin) {
    this.doc = doc;
    this.problem = problem;
    this.links = links;
    this.onWithin = onWithin;
    this.element = doc.createElement('details');
    this.element.className = 'dv-memory';
    this.element.open = true;
    const summary = doc.createElement('summary');
    summary.textContent = "Knuth's memory table (TAOCP 7.2.2.1, Table 1)";
    this.caption = doc.createElement('p');
    this.caption.className = 'dv-muted dv-memory-caption';
    this.caption.setAttribute('aria-live', 'polite');
    this.blocks = doc.createElement('div');
    this.blocks.className = 'dv-memory-blocks';
    this.writeStatus = doc.createElement('span');
    this.writeStatus.className = 'dv-memory-status';
    this.writeStatus.setAttribute('aria-live', 'polite');
    this.writeBar = this.#buildWriteBar(this.writeStatus);
    this.element.append(summary, this.caption, this.writeBar, this.blocks);
    this.element.addEventListener('toggle', () => this.render(...this.#shown));
    // The table's own width, once the panels have settled after `layout`,
    // heard rather than read at each step (a read there forced a layout).
    const Observer = doc.defaultView?.ResizeObserver;
    if (Observer) {
      this.#observer = new Observer(([entry]) => {
        // Another problem's views have taken the panel.
        if (!this.blocks.isConnected) return this.#observer?.disconnect();
        if (!entry.contentRect.width || this.#columnsFor(entry.contentRect.width) === this.#columns) return;
        this.#columns = this.#columnsFor(entry.contentRect.width);
        this.#drawn = null;
        this.render(...this.#shown);
      });
      this.#observer.observe(this.blocks);
    }
  }

  /**
   * Columns a block for a table `room` pixels wide.
   * @param {number} room
   */
  #columnsFor(room) {
    return Math.max(4, Math.floor((room - LABEL_PX) / COLUMN_PX));
  }

  /**
   * The buttons that walk through the step's writes, and where it stands.
   * @param {HTMLElement} status
   */
  #buildWriteBar(status) {
    const doc = this.doc;
    const bar = doc.createElement('div');
    bar.className = 'dv-memory-bar';
    bar.setAttribute('role', 'group');
    bar.setAttribute('aria-label', 'Link by link');
    /** @type {(label: string, text: string, by: number) => HTMLButtonElement} */
    const button = (label, text, by) => {
      const element = doc.createElement('button');
      element.type = 'button';
      element.textContent = text;
      element.setAttribute('aria-label', label);
      element.dataset.write = by < 0 ? 'back' : 'forward';
      element.addEventListener('click', () => this.moveWithin(by));
      return element;
    };
    bar.append(button('Previous write', '◀ write', -1), button('Next write', 'write ▶', 1), status);
    return bar;
  }

  /**
   * Shows one write more (`by` 1) or one fewer (-1) of the step, link by link.
   * @param {number} by
   */
  moveWithin(by) {
    const count = this.links.table.writes.field.length;
    if (!count) return;
    const made = Math.max(0, Math.min(count, (this.links.within ?? count) + by));
    this.links.showWithin(made === count ? null : made);
    this.onWithin();
  }

  /** @param {number} width the panel's inner width, until the table's own is known */
  layout(width) {
    // Until the table's own width is heard (or where it cannot be), the panel's.
    if (!this.#built || !this.#observer) this.#columns = this.#columnsFor(this.blocks.clientWidth || width);
    this.#drawn = null;
  }

  /**
   * Draws the table at the replay's step, unless it is drawn already.
   * @param {number} kind the kind of the step's event, or -1 at step 0
   * @param {number} item the item it covered or uncovered, if it did
   */
  render(kind, item) {
    this.#shown = [kind, item];
    if (!this.element.open) return;
    const table = this.links.table;
    if (table === this.#drawn) return;
    this.#drawn = table;
    const { memory, writes } = table;
    const count = writes.field.length;
    const made = this.links.within ?? count;
    /** The value each field written so far held before the step, by field and place. */
    const before = new Map();
    for (let k = made - 1; k >= 0; k--) before.set(key(writes.field[k], writes.at[k]), writes.old[k]);
    this.#current = made > 0 ? key(writes.field[made - 1], writes.at[made - 1]) : -1;
    if (this.#built !== this.#columns) this.#build(memory);
    for (const { cell, at, code, read } of this.#fields) {
      render.text(cell, read(memory, at));
      const old = code >= 0 ? before.get(key(code, at)) : undefined;
      const written =
        old === undefined
          ? null
          : { field: `${FIELD_NAMES[code]}(${at})`, old, current: key(code, at) === this.#current };
      mark(cell, written);
    }
    const name = kind === EventKind.Cover || kind === EventKind.Uncover ? this.problem.itemName(item) : '';
    const itemName = (/** @type {number} */ i) => this.problem.itemName(i - 1);
    render.text(this.caption, caption(writes, kind, name, itemName));
    // The bar keeps its place in a step that writes nothing, so nothing below moves.
    for (const button of this.writeBar.querySelectorAll('button')) button.disabled = count === 0;
    render.text(this.writeStatus, writeStatus(writes, made));
    render.data(this.element, 'restoring', String(isUncover(writes)));
  }

  /**
   * Builds the blocks' cells for #columns columns a block: every field's
   * cell, empty, and the names of the places and the fields.
   * @param {Memory} memory
   */
  #build(memory) {
    this.#built = this.#columns;
    this.#fields = [];
    const items = this.problem.itemCount;
    const nodes = memory.nodes.top.length;
    const blocks = [
      ...this.#chunks(memory.entries, (from, to) => this.#itemBlock(from, to)),
      ...this.#chunks(items + 1, (from, to) => this.#nodeBlock(from, to, 'LEN')),
      ...this.#chunks(nodes - items - 1, (from, to) => this.#nodeBlock(items + 1 + from, items + 1 + to, 'TOP')),
    ];
    this.blocks.replaceChildren(...blocks);
  }

  /**
   * Cuts `count` columns into blocks of at most a row's width.
   * @param {number} count
   * @param {(from: number, to: number) => HTMLTableElement} block
   */
  #chunks(count, block) {
    const tables = [];
    for (let from = 0; from < count; from += this.#columns) {
      tables.push(block(from, Math.min(count, from + this.#columns)));
    }
    return tables;
  }

  /**
   * The list of items from entry `from` to `to`: i, NAME, LLINK, RLINK.
   * @param {number} from
   * @param {number} to
   */
  #itemBlock(from, to) {
    const { problem } = this;
    return this.#block('i', range(from, to), [
      ['NAME', (_, i) => (i >= 1 && i <= problem.itemCount ? problem.itemName(i - 1) : ''), -1],
      ['LLINK', (memory, i) => String(memory.list.llink[i]), MemoryField.Llink],
      ['RLINK', (memory, i) => String(memory.list.rlink[i]), MemoryField.Rlink],
    ]);
  }

  /**
   * Nodes `from` to `to`: x, then LEN (the headers) or TOP, ULINK, DLINK.
   * The fields the engine never reads are blank, as in the book: node 0,
   * the first spacer's ULINK and the last spacer's DLINK.
   * @param {number} from
   * @param {number} to
   * @param {'LEN' | 'TOP'} top
   */
  #nodeBlock(from, to, top) {
    const first = this.problem.itemCount + 1;
    /** @type {(name: 'top' | 'up' | 'down', blank: (memory: Memory) => number) => Field['read']} */
    const field = (name, blank) => (memory, x) =>
      x === 0 || x === blank(memory) ? '—' : String(memory.nodes[name][x]);
    return this.#block('x', range(from, to), [
      [top, field('top', () => 0), top === 'LEN' ? MemoryField.Len : -1],
      ['ULINK', field('up', () => first), MemoryField.Ulink],
      ['DLINK', field('down', (memory) => memory.nodes.top.length - 1), MemoryField.Dlink],
    ]);
  }

  /**
   * One block: a header row of places, then a row a field, its cells kept
   * in #fields for `render` to fill.
   * @param {string} place 'i' or 'x'
   * @param {number[]} places
   * @param {[string, Field['read'], number][]} rows each field's name, reader and code (-1 for one never written)
   */
  #block(place, places, rows) {
    const doc = this.doc;
    const table = doc.createElement('table');
    table.className = 'dv-memory-block';
    const head = table.insertRow();
    head.append(cell(doc, 'th', place, 'col'), ...places.map((at) => cell(doc, 'th', String(at), 'col')));
    for (const [name, read, code] of rows) {
      const row = table.insertRow();
      row.append(cell(doc, 'th', name, 'row'));
      for (const at of places) {
        const td = cell(doc, 'td', '');
        this.#fields.push({ cell: td, at, code, read });
        row.append(td);
      }
    }
    return table;
  }
}

/**
 * Marks a field's cell as written by the step, with what it held, or not.
 * @param {HTMLTableCellElement} cell
 * @param {{ field: string, old: number, current: boolean } | null} written its name and place (`DLINK(4)`), what
 *   it held before the step and whether it is the last write made; null for a field the step did not write
 */
function mark(cell, written) {
  const className = written && (written.current ? 'dv-memory-written dv-memory-current' : 'dv-memory-written');
  render.attribute(cell, 'class', className);
  render.attribute(cell, 'title', written && `${written.field} was ${written.old}`);
  render.attribute(cell, 'data-was', written && String(written.old));
}

/**
 * @param {number} field
 * @param {number} at
 */
function key(field, at) {
  return at * FIELD_NAMES.length + field;
}

/**
 * @param {number} from
 * @param {number} to
 */
function range(from, to) {
  return Array.from({ length: to - from }, (_, k) => from + k);
}

/**
 * @param {Document} doc
 * @param {'td' | 'th'} tag
 * @param {string} text
 * @param {'col' | 'row'} [scope]
 */
function cell(doc, tag, text, scope) {
  const element = doc.createElement(tag);
  element.textContent = text;
  if (scope) element.setAttribute('scope', scope);
  return element;
}

/**
 * How far through the step's writes the table is, and the last write made.
 * @param {Table['writes']} writes
 * @param {number} made
 */
function writeStatus(writes, made) {
  const count = writes.field.length;
  if (count === 0) return 'Link by link: a cover or an uncover, stepped to, plays here one write at a time.';
  if (made === 0) return `Before its first write (0 of ${count}).`;
  const k = made - 1;
  const write = `${FIELD_NAMES[writes.field[k]]}(${writes.at[k]}) ← ${writes.now[k]}, was ${writes.old[k]}`;
  return made === count ? `All ${count} writes made; the last, ${write}.` : `Write ${made} of ${count}: ${write}.`;
}

/**
 * What the last move wrote, in words. Its writes tell what it was: an
 * uncover, (14), begins by putting its item back in the list; a cover, (12),
 * ends by taking it out.
 * @param {Table['writes']} writes
 * @param {number} kind the kind of the step's event
 * @param {string} name the item it covered or uncovered, or ''
 * @param {(item: number) => string} itemName an item's name, numbered from 1
 */
function caption(writes, kind, name, itemName) {
  const count = writes.field.length;
  if (!count) {
    if (!name) return 'No field marked: only a cover or an uncover writes to memory.';
    const operation = kind === EventKind.Cover ? `cover(${name})` : `uncover(${name})`;
    return `No field marked: this ${operation} was reached by a jump. Step back and forth to see what it wrote.`;
  }
  const lengths = writes.field.filter((f) => f === MemoryField.Len).length;
  const operation = isUncover(writes)
    ? `uncover(${itemName(writes.now[0])}), Knuth's (14) and (15),`
    : `cover(${itemName(writes.old[count - 1])}), Knuth's (12) and (13),`;
  return `${operation} wrote ${count} fields: ${count - lengths} links and ${lengths} lengths, marked (hover for the value before).`;
}

/**
 * Whether `writes` are an uncover's: it puts its item back in the list first.
 * @param {Table['writes']} writes
 */
function isUncover(writes) {
  return writes.field.length > 0 && writes.field[0] === MemoryField.Rlink;
}
