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

/** A column's width in CSS pixels, and the row labels' before them. */
const COLUMN_PX = 36;
const LABEL_PX = 58;
const FIELD_NAMES = ['LLINK', 'RLINK', 'LEN', 'ULINK', 'DLINK'];

export class MemoryTable {
  /** Columns a block, as many as fit the table's width when drawn. */
  #columns = 8;
  #width = 0;
  /** @type {Table | null} the table last drawn */
  #drawn = null;
  /** The field of the last write shown made, by `key`, or -1. */
  #current = -1;
  /** @type {[number, number]} the event kind and item last asked for */
  #shown = [-1, -1];

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
    this.#width = width;
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
    // The table's own width, read when it is redrawn, since the panels settle after `layout`.
    const room = this.blocks.clientWidth || this.#width;
    this.#columns = Math.max(4, Math.floor((room - LABEL_PX) / COLUMN_PX));
    const { memory, writes } = table;
    const count = writes.field.length;
    const made = this.links.within ?? count;
    /** The value each field written so far held before the step, by field and place. */
    const before = new Map();
    for (let k = made - 1; k >= 0; k--) before.set(key(writes.field[k], writes.at[k]), writes.old[k]);
    this.#current = made > 0 ? key(writes.field[made - 1], writes.at[made - 1]) : -1;
    const items = this.problem.itemCount;
    const nodes = memory.nodes.top.length;
    const blocks = [
      ...this.#chunks(memory.entries, (from, to) => this.#itemBlock(memory, before, from, to)),
      ...this.#chunks(items + 1, (from, to) => this.#nodeBlock(memory, before, from, to, 'LEN')),
      ...this.#chunks(nodes - items - 1, (from, to) =>
        this.#nodeBlock(memory, before, items + 1 + from, items + 1 + to, 'TOP'),
      ),
    ];
    this.blocks.replaceChildren(...blocks);
    const name = kind === EventKind.Cover || kind === EventKind.Uncover ? this.problem.itemName(item) : '';
    const itemName = (/** @type {number} */ i) => this.problem.itemName(i - 1);
    render.text(this.caption, caption(writes, kind, name, itemName));
    // The bar keeps its place in a step that writes nothing, so nothing below moves.
    for (const button of this.writeBar.querySelectorAll('button')) button.disabled = count === 0;
    render.text(this.writeStatus, writeStatus(writes, made));
    this.element.dataset.restoring = String(isUncover(writes));
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
   * @param {Table['memory']} memory
   * @param {Map<number, number>} before
   * @param {number} from
   * @param {number} to
   */
  #itemBlock(memory, before, from, to) {
    const { problem } = this;
    const entries = range(from, to);
    return this.#block(
      'i',
      entries,
      [
        ['NAME', (i) => (i >= 1 && i <= problem.itemCount ? problem.itemName(i - 1) : ''), -1],
        ['LLINK', (i) => String(memory.list.llink[i]), MemoryField.Llink],
        ['RLINK', (i) => String(memory.list.rlink[i]), MemoryField.Rlink],
      ],
      before,
    );
  }

  /**
   * Nodes `from` to `to`: x, then LEN (the headers) or TOP, ULINK, DLINK.
   * The fields the engine never reads are blank, as in the book: node 0,
   * the first spacer's ULINK and the last spacer's DLINK.
   * @param {Table['memory']} memory
   * @param {Map<number, number>} before
   * @param {number} from
   * @param {number} to
   * @param {'LEN' | 'TOP'} top
   */
  #nodeBlock(memory, before, from, to, top) {
    const { nodes } = memory;
    const first = this.problem.itemCount + 1;
    const last = nodes.top.length - 1;
    /** @type {(read: Int32Array, blank: number) => (x: number) => string} */
    const field = (read, blank) => (x) => (x === 0 || x === blank ? '—' : String(read[x]));
    return this.#block(
      'x',
      range(from, to),
      [
        [top, field(nodes.top, 0), top === 'LEN' ? MemoryField.Len : -1],
        ['ULINK', field(nodes.up, first), MemoryField.Ulink],
        ['DLINK', field(nodes.down, last), MemoryField.Dlink],
      ],
      before,
    );
  }

  /**
   * One block: a header row of places, then a row a field; a field the
   * step wrote is marked, and says what it held.
   * @param {string} place 'i' or 'x'
   * @param {number[]} places
   * @param {[string, (at: number) => string, number][]} rows each field's name, reader and code (-1 for one never written)
   * @param {Map<number, number>} before
   */
  #block(place, places, rows, before) {
    const doc = this.doc;
    const table = doc.createElement('table');
    table.className = 'dv-memory-block';
    const head = table.insertRow();
    head.append(cell(doc, 'th', place, 'col'), ...places.map((at) => cell(doc, 'th', String(at), 'col')));
    for (const [name, read, code] of rows) {
      const row = table.insertRow();
      row.append(cell(doc, 'th', name, 'row'));
      for (const at of places) {
        const td = cell(doc, 'td', read(at));
        const old = code >= 0 ? before.get(key(code, at)) : undefined;
        if (old !== undefined) {
          td.className = key(code, at) === this.#current ? 'dv-memory-written dv-memory-current' : 'dv-memory-written';
          td.title = `${FIELD_NAMES[code]}(${at}) was ${old}`;
          td.dataset.was = String(old);
        }
        row.append(td);
      }
    }
    return table;
  }
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
