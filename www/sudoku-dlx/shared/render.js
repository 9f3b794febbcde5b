// Rendering from state, lit-style, in a few lines, for every mode's views: a
// write to the DOM is committed only when its value differs from the one
// last committed there. So a panel can render its whole state after every
// change and touch only what changed: a live region is not read out again,
// and a control the person moved (a select, a checkbox) is set again only
// when the state moves it. A view that renders a node through these writes
// it only through them. Solve mode's, ladder mode's and the visualizer's
// views all write through these.

/** @type {WeakMap<object, Map<string, unknown>>} */
const committed = new WeakMap();

/**
 * Calls `apply(value)` unless `value` is what was last committed for `key` of `target`.
 * @template T
 * @param {object} target
 * @param {string} key
 * @param {T} value
 * @param {(value: T) => void} apply
 */
export function commit(target, key, value, apply) {
  let values = committed.get(target);
  if (!values) committed.set(target, (values = new Map()));
  if (values.has(key) && Object.is(values.get(key), value)) return;
  values.set(key, value);
  apply(value);
}

/**
 * Forgets what was committed for `target`: its next writes are all made,
 * for when something else has changed it.
 * @param {object} target
 */
export function forget(target) {
  committed.delete(target);
}

/**
 * @param {Node} node
 * @param {string} value its text
 */
export function text(node, value) {
  commit(node, 'text', value, () => (node.textContent = value));
}

/**
 * @param {HTMLSelectElement | HTMLInputElement} control
 * @param {string} value the value it shows
 */
export function value(control, value) {
  commit(control, 'value', value, () => (control.value = value));
}

/**
 * @param {HTMLElement} element
 * @param {boolean} value whether it is hidden
 */
export function hidden(element, value) {
  commit(element, 'hidden', value, () => (element.hidden = value));
}

/**
 * @param {HTMLElement} element
 * @param {string} key a `data-` attribute, as `dataset` names it
 * @param {string} value
 */
export function data(element, key, value) {
  commit(element, `data-${key}`, value, () => (element.dataset[key] = value));
}

/**
 * @param {Element} element
 * @param {string} name
 * @param {string | null} value null removes the attribute
 */
export function attribute(element, name, value) {
  commit(element, `@${name}`, value, () => {
    if (value === null) element.removeAttribute(name);
    else element.setAttribute(name, value);
  });
}
