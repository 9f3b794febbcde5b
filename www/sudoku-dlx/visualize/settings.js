// The visualize mode's declarative attributes, so that a page (or a Markdown
// fence) configures it without a script: what it reads from the element,
// and the properties that reflect them.
//
//   problem   exact-cover text, or a name: knuth, paper, queens N, langford N
//   rule      the column rule: knuth, weighed or first (blank: the problem's default)
//   label     the problem picker's name for the puzzle or problem given
//   step      the step to start at
//   autoplay  plays once loaded
//   speed     events a second, or max
//   loop      playback starts over at the end
//   controls  all (default), none, or some of: playback speed timeline problem
//   panels    all (default), or some of: description matrix links cells grid stack counters tree
//   compact   a small frame: no headings, tighter, at most 420px wide
//   present   presentation mode: the frame fills the screen in large type (Escape leaves)

import { ruleNamed } from './model/rules.js';

export const CONTROLS = ['playback', 'speed', 'timeline', 'problem'];
export const PANELS = ['description', 'matrix', 'links', 'cells', 'grid', 'stack', 'counters', 'tree'];
export const VISUALIZE_ATTRIBUTES = [
  'problem',
  'rule',
  'label',
  'step',
  'autoplay',
  'speed',
  'loop',
  'controls',
  'panels',
  'compact',
  'present',
];

const BOOLEANS = ['autoplay', 'loop', 'compact', 'present'];
const STRINGS = ['problem', 'rule', 'label', 'controls', 'panels'];

/**
 * @typedef {object} Presentation what shows
 * @property {string[]} controls
 * @property {string[]} panels
 * @property {boolean} compact
 */

/**
 * @typedef {Presentation & {
 *   problem: string,
 *   rule: import('./model/rules.js').RuleName | null,
 *   label: string,
 *   step: number,
 *   autoplay: boolean,
 *   speed: number | null,
 *   loop: boolean,
 *   present: boolean,
 * }} Settings
 */

/**
 * The names of `known` a list attribute asks for: all of them when it is
 * absent, blank or `all`; none for `none`. Unknown names are left out.
 * @param {string | null} text
 * @param {string[]} known
 */
export function listOf(text, known) {
  const words = (text ?? '')
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  if (words.length === 0 || words.includes('all')) return [...known];
  return known.filter((name) => words.includes(name));
}

/**
 * Events a second from `speed`: `max` is Infinity; null when unset or not
 * a positive number.
 * @param {string | null} text
 */
export function speedOf(text) {
  const value = text?.trim().toLowerCase();
  if (!value) return null;
  if (value === 'max') return Infinity;
  const speed = Number(value);
  return Number.isFinite(speed) && speed > 0 ? speed : null;
}

/**
 * Everything the visualize mode reads from `host`.
 * @param {Element} host
 * @returns {Settings}
 */
export function readSettings(host) {
  const step = Number(host.getAttribute('step'));
  return {
    problem: host.getAttribute('problem') ?? '',
    rule: ruleNamed(host.getAttribute('rule')),
    label: host.getAttribute('label') ?? '',
    step: Number.isSafeInteger(step) && step > 0 ? step : 0,
    autoplay: host.hasAttribute('autoplay'),
    speed: speedOf(host.getAttribute('speed')),
    loop: host.hasAttribute('loop'),
    controls: listOf(host.getAttribute('controls'), CONTROLS),
    panels: listOf(host.getAttribute('panels'), PANELS),
    compact: host.hasAttribute('compact'),
    present: host.hasAttribute('present'),
  };
}

/**
 * Gives `prototype` a property reflecting each attribute (but `step`, whose
 * property is the step shown): booleans for `autoplay`, `loop`, `compact`, `present`,
 * strings for `problem`, `rule`, `label`, `controls`, `panels`, and `speed` as a number
 * (Infinity for max).
 * @param {object} prototype
 */
export function defineReflectedProperties(prototype) {
  /** @type {Record<string, PropertyDescriptor & ThisType<Element>>} */
  const descriptors = {};
  for (const name of BOOLEANS) {
    descriptors[name] = {
      get() {
        return this.hasAttribute(name);
      },
      set(on) {
        this.toggleAttribute(name, Boolean(on));
      },
    };
  }
  for (const name of STRINGS) {
    descriptors[name] = {
      get() {
        return this.getAttribute(name) ?? '';
      },
      set(text) {
        this.setAttribute(name, String(text));
      },
    };
  }
  descriptors.speed = {
    get() {
      return speedOf(this.getAttribute('speed'));
    },
    set(speed) {
      this.setAttribute('speed', speed === Infinity ? 'max' : String(speed));
    },
  };
  for (const descriptor of Object.values(descriptors)) descriptor.configurable = true;
  Object.defineProperties(prototype, descriptors);
}

/** The properties defineReflectedProperties adds. */
export const REFLECTED = [...BOOLEANS, ...STRINGS, 'speed'];
