// The element in Svelte's templates (what svelte-check reads).
import 'sudoku-dlx/element';
import type { SvelteHTMLElements } from 'svelte/elements';

type Props = SvelteHTMLElements['sudoku-dlx'];
export const props: Props = {
  mode: 'visualize',
  'count-limit': 5,
  theme: 'dark',
  id: 'v',
  class: 'wide',
  onstep: (e) => e.detail.step,
};
// @ts-expect-error: not a theme
export const badTheme: Props = { theme: 'sepia' };
