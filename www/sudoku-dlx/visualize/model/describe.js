// One plain-language sentence for the event that led to the current step.

import { formatNumber, plural } from '../../shared/format.js';
import { EventKind } from '../../engine/load.js';

/** The sentence for step `step` of `log` (0 is the start). */
export function describeStep(problem, log, step) {
  if (step === 0) {
    return `Start: ${plural(problem.itemCount, 'item')} (columns) and ${plural(problem.optionCount, 'option')} (rows). Press play or → to step.`;
  }
  const i = step - 1;
  const a = log.a[i];
  const b = log.b[i];
  const item = () => problem.itemName(a);
  const option = () => optionLabel(problem, a);
  let text;
  switch (log.kinds[i]) {
    case EventKind.Choose:
      text =
        b === 0
          ? `Choose ${item()}: no options left, a dead end, so back up`
          : `Choose ${item()}: ${plural(b, 'option')} left (fewest)`;
      break;
    case EventKind.Cover:
      text = `Cover column ${item()}: hide ${plural(log.list(i).length, 'option')}`;
      break;
    case EventKind.Uncover:
      text = `Uncover column ${item()}: restore ${plural(log.list(i).length, 'option')}`;
      break;
    case EventKind.Select:
      text = `Select ${option()} at depth ${b + 1}`;
      break;
    case EventKind.Deselect:
      text = `Deselect ${option()} at depth ${b + 1}: try the next option`;
      break;
    case EventKind.Solution:
      text = `Solution ${formatNumber(a)} found`;
      break;
    default:
      text = `Unknown event ${log.kinds[i]}`;
  }
  if (step === log.length && log.complete) text += `. ${endNote(log)}`;
  return text;
}

export function endNote(log) {
  if (log.capped) return `Stopped reading the search after ${plural(log.length, 'event')}`;
  return `Search complete: ${plural(log.solutionSteps.length, 'solution')}`;
}

/**
 * Sudoku options have short names (R1C2=7); typed options read better in
 * braces, and a matrix row is named by its items as well as its number.
 */
export function optionLabel(problem, option) {
  const name = problem.optionName(option);
  if (problem.isSudoku) return name;
  const items = Array.from(problem.itemsOf(option), problem.itemName).join(' ');
  return name === items ? `{${name}}` : `${name} {${items}}`;
}
