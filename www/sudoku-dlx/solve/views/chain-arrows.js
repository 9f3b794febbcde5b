// A hint's chain drawn over the grid: an arrow a link, from one candidate's
// mark to the next, solid for a strong link (one of the two is true),
// dashed for a weak one (not both), and in the placed colour for a forcing
// chain's singles. The arrows are an SVG laid over the cells, measured from
// the marks themselves, and drawn again when the grid changes size. A link
// within one cell (a cell's two candidates, one of which is true) loops out
// past the cell's edge and back, so that its line and head stand clear of
// the small digits rather than squeezed between them.

const SVG = 'http://www.w3.org/2000/svg';

/** @typedef {import('../model/hint-shape.js').Link} Link */

export class ChainArrows {
  /** The SVG over the grid: put it in the grid's box (positioned). */
  element;
  /** @type {Link[]} */
  #links = [];
  /** @type {(cell: number, symbol: string) => Element | null} */
  #markOf;
  #resize;

  /**
   * @param {(cell: number, symbol: string) => Element | null} markOf the element that shows a candidate's mark
   */
  constructor(markOf) {
    this.#markOf = markOf;
    this.element = document.createElementNS(SVG, 'svg');
    this.element.classList.add('chain');
    this.element.setAttribute('aria-hidden', 'true');
    this.element.innerHTML = `<defs>${['strong', 'weak', 'forces'].map(arrowHead).join('')}</defs><g></g>`;
    this.#resize = new ResizeObserver(() => this.#draw());
  }

  /**
   * Draws `links` (none clears), now and whenever the grid changes size.
   * @param {Link[]} links
   */
  show(links) {
    if (links === this.#links) return;
    this.#links = links;
    const host = this.element.parentElement;
    if (host && links.length) this.#resize.observe(host);
    else this.#resize.disconnect();
    this.#draw();
  }

  #draw() {
    const group = /** @type {SVGGElement} */ (this.element.querySelector('g'));
    const origin = this.element.getBoundingClientRect();
    /** @param {DOMRect} rect */
    const middle = (rect) => ({ x: rect.x + rect.width / 2 - origin.x, y: rect.y + rect.height / 2 - origin.y });
    /** @param {Link['from']} mark */
    const centre = ({ cell, symbol }) => {
      const element = this.#markOf(cell, symbol);
      const rect = element?.getBoundingClientRect();
      const box = element?.closest('.cell')?.getBoundingClientRect();
      return rect && box && { ...middle(rect), r: rect.height / 2, cell: { ...middle(box), size: box.width } };
    };
    const grid = { x: origin.width / 2, y: origin.height / 2 };
    const paths = this.#links.flatMap((link) => {
      const from = centre(link.from);
      const to = centre(link.to);
      if (!from || !to) return [];
      const path = document.createElementNS(SVG, 'path');
      path.setAttribute('d', link.from.cell === link.to.cell ? loop(from, to, grid) : curve(from, to, grid));
      path.setAttribute('class', `link ${link.kind}`);
      path.setAttribute('marker-end', `url(#head-${link.kind})`);
      return [path];
    });
    group.replaceChildren(...paths);
  }
}

/**
 * An arrow's head, in its link's colour.
 * @param {string} kind
 */
function arrowHead(kind) {
  return `<marker id="head-${kind}" class="head ${kind}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z"/></marker>`;
}

/** @typedef {{ x: number, y: number }} Point */
/** @typedef {Point & { r: number, cell: Point & { size: number } }} Mark */

/**
 * A link between two marks of one cell: a loop out of the cell on the side
 * the two marks are nearer (the grid's centre side where that is off the
 * grid), leaving the first mark and coming back to the second from outside
 * the cell, its head clear of the cell's other digits.
 * @param {Mark} from
 * @param {Mark} to
 * @param {Point} centre the grid's centre
 */
function loop(from, to, centre) {
  const { cell } = from;
  const half = { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 };
  // Outwards: from the cell's middle through the marks' midpoint, else across the link.
  let out = { x: half.x - cell.x, y: half.y - cell.y };
  if (Math.hypot(out.x, out.y) < cell.size * 0.1) out = { x: -(to.y - from.y), y: to.x - from.x };
  // A loop off the grid's edge would be cut off: it goes towards the grid's centre instead.
  const beyond = {
    x: cell.x + (out.x / Math.hypot(out.x, out.y)) * cell.size,
    y: cell.y + (out.y / Math.hypot(out.x, out.y)) * cell.size,
  };
  if (Math.abs(beyond.x - centre.x) > centre.x || Math.abs(beyond.y - centre.y) > centre.y) {
    out = { x: -out.x, y: -out.y };
  }
  const length = Math.hypot(out.x, out.y) || 1;
  const [ux, uy] = [out.x / length, out.y / length];
  // The loop reaches about six tenths of a cell beyond its marks: past the cell's edge, or across its middle.
  const reach = cell.size * 0.8;
  const control = (/** @type {Point} */ p) => ({ x: p.x + ux * reach, y: p.y + uy * reach });
  const [c1, c2] = [control(from), control(to)];
  const toward = (/** @type {Mark} */ p, /** @type {Point} */ c, /** @type {number} */ k) => {
    const d = Math.hypot(c.x - p.x, c.y - p.y) || 1;
    return { x: p.x + ((c.x - p.x) / d) * p.r * k, y: p.y + ((c.y - p.y) / d) * p.r * k };
  };
  const start = toward(from, c1, 1);
  const end = toward(to, c2, 1.2);
  const at = (/** @type {Point} */ p) => `${p.x.toFixed(1)} ${p.y.toFixed(1)}`;
  return `M${at(start)}C${at(c1)} ${at(c2)} ${at(end)}`;
}

/**
 * A gentle curve from one mark to another, stopping short of both, bent
 * towards the grid's centre (so that a link along an edge stays on the
 * grid) and off the straight line, where the digits of the cells between
 * sit.
 * @param {{ x: number, y: number, r: number }} from
 * @param {{ x: number, y: number, r: number }} to
 * @param {{ x: number, y: number }} centre
 */
function curve(from, to, centre) {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const length = Math.hypot(dx, dy) || 1;
  const [ux, uy] = [dx / length, dy / length];
  const start = { x: from.x + ux * from.r, y: from.y + uy * from.r };
  const end = { x: to.x - ux * to.r * 1.2, y: to.y - uy * to.r * 1.2 };
  const half = { x: (start.x + end.x) / 2, y: (start.y + end.y) / 2 };
  const inwards = (centre.x - half.x) * -uy + (centre.y - half.y) * ux >= 0 ? 1 : -1;
  const bend = inwards * Math.min(length * 0.15, 24);
  const mid = { x: half.x - uy * bend, y: half.y + ux * bend };
  const at = (/** @type {{ x: number, y: number }} */ p) => `${p.x.toFixed(1)} ${p.y.toFixed(1)}`;
  return `M${at(start)}Q${at(mid)} ${at(end)}`;
}
