// One loaded problem: its Stepper, event log and timeline, and the views
// that draw it. Loading another problem replaces the whole session.

import { EventLog, COVER, UNCOVER } from './event-log.js';
import { Timeline } from './timeline.js';
import { MatrixView } from './matrix-view.js';
import { LinksView, linksUnavailableReason } from './links-view.js';
import { GridView } from './grid-view.js';
import { StackView } from './stack-view.js';
import { CountersView } from './counters-view.js';
import { describeStep } from './describe.js';

/** The most events kept for one search; beyond it the visualizer stops reading. */
export const LOG_CAP = 2_000_000;

export class Session {
  constructor(doc, problem, slots) {
    this.problem = problem;
    this.slots = slots;
    this.log = new EventLog(problem.stepper, LOG_CAP);
    this.linksNote = linksUnavailableReason(problem);
    this.timeline = new Timeline(problem, this.log, { withLinks: !this.linksNote });
    this.matrix = new MatrixView(doc, problem);
    this.grid = problem.isSudoku ? new GridView(doc, problem) : null;
    this.stack = new StackView(doc, problem);
    this.counters = new CountersView(doc);
    this.links = this.linksNote ? null : new LinksView(doc, problem, this.timeline.links);
    this.log.pull();

    slots.matrix.replaceChildren(this.matrix.element);
    slots.grid.replaceChildren(...(this.grid ? [this.grid.element] : []));
    slots.gridPanel.hidden = !this.grid;
    slots.counters.replaceChildren(this.counters.element);
    slots.stack.replaceChildren(this.stack.element);
    if (this.links) {
      slots.links.replaceChildren(this.links.element);
    } else {
      const note = doc.createElement('p');
      note.className = 'dv-muted';
      note.textContent = this.linksNote;
      slots.links.replaceChildren(note);
    }
    this.described = -1;
    this.description = '';
  }

  get step() {
    return this.timeline.step;
  }

  get state() {
    return this.timeline.state;
  }

  layout() {
    const inner = (element) => {
      const style = element.ownerDocument.defaultView.getComputedStyle(element);
      return element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    };
    this.matrix.layout(Math.max(200, inner(this.slots.matrix)));
    this.grid?.layout(inner(this.slots.grid));
    this.links?.layout(Math.max(300, inner(this.slots.links)));
  }

  /**
   * Moves one step, animating the links view's changes over `animation` ms
   * (0 for none). Returns the kind of event crossed, or -1 if it could not move.
   */
  stepOnce(forward, animation, now) {
    const { timeline, log } = this;
    if (forward && !log.ensure(timeline.step + 1)) return -1;
    const links = timeline.links;
    if (links && animation > 0) links.changes = [];
    const moved = forward ? timeline.forward() : timeline.back();
    const index = forward ? timeline.step - 1 : timeline.step;
    const kind = log.kinds[index];
    if (links && animation > 0) {
      // Undoing a cover relinks, like an uncover, and is coloured as one.
      const shown = forward ? kind : kind === COVER ? UNCOVER : kind === UNCOVER ? COVER : kind;
      this.links.animate(links.changes, shown, animation, now);
      links.changes = null;
    } else if (moved) {
      this.stopAnimation();
    }
    return moved ? kind : -1;
  }

  stopAnimation() {
    this.links?.animate([], 0, 0, 0);
  }

  get animating() {
    return this.links?.animating ?? false;
  }

  describe() {
    if (this.described !== this.step || this.describedComplete !== this.log.complete) {
      this.described = this.step;
      this.describedComplete = this.log.complete;
      this.description = describeStep(this.problem, this.log, this.step);
    }
    return this.description;
  }

  render(now) {
    const { state, log, step } = this;
    this.matrix.render(state, log, step);
    this.grid?.render(state, log, step);
    this.links?.render(state, log, step, now);
    this.stack.render(state);
    this.counters.render(state, step, log.length, log.complete);
  }

  /** The grid at the current step (one line), or undefined for exact cover. */
  gridText() {
    return this.grid?.gridText(this.state);
  }

  digest() {
    const links = this.timeline.links;
    return links ? `${this.state.digest()}-${links.digest()}` : this.state.digest();
  }

  destroy() {
    this.problem.stepper.free();
  }
}
