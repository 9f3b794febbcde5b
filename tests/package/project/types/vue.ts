// The element as a global component of Vue's templates (what vue-tsc reads).
import 'sudoku-dlx/element';
import type { GlobalComponents } from 'vue';

type Props = InstanceType<GlobalComponents['sudoku-dlx']>['$props'];
export const props: Props = { mode: 'visualize', 'count-limit': 5, countLimit: 5, theme: 'dark', panels: 'grid' };
// @ts-expect-error: not a theme
export const badTheme: Props = { theme: 'sepia' };
