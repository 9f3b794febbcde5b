// The column rules a reader can choose for step X3, by the names the engine
// takes (`Stepper`'s `{ rule }`), with the words the picker shows.

/** @typedef {'knuth' | 'weighed' | 'first'} RuleName */

/** @type {{ id: RuleName, label: string }[]} */
export const RULES = [
  { id: 'knuth', label: "Knuth's: leftmost shortest" },
  { id: 'weighed', label: 'Weighed: shortest, hides most' },
  { id: 'first', label: 'First item left' },
];

/**
 * The rule `text` names, or null when it names none.
 * @param {string | null | undefined} text
 * @returns {RuleName | null}
 */
export function ruleNamed(text) {
  const name = (text ?? '').trim().toLowerCase();
  return RULES.find((rule) => rule.id === name)?.id ?? null;
}
