// Rendering from state touches only what changed: a text or a value set
// again to the same thing would still be a change to the DOM (a live region
// may read it out again, a select may lose its place).

/**
 * @param {HTMLElement} element
 * @param {string} text
 */
export function setText(element, text) {
  if (element.textContent !== text) element.textContent = text;
}

/**
 * @param {HTMLSelectElement | HTMLInputElement} control
 * @param {string} value
 */
export function setValue(control, value) {
  if (control.value !== value) control.value = value;
}
