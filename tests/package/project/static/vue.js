// Vue renders the element as VitePress does a Markdown fence (`step`,
// `problem`, `panels` bound as props): once before the element is defined
// (Vue sets attributes on an unknown element, or properties the page set
// first), once after (Vue sets properties). Vue's development build warns
// "Failed setting prop" when a property cannot be set; the test reads the
// console for that, and the steps reached.
import { createApp, h } from 'vue';

const fence = (id) => () =>
  h('sudoku-dlx', { id, mode: 'visualize', problem: 'queens 4', panels: 'grid counters', step: 3 });
const isCustomElement = (tag) => tag === 'sudoku-dlx';

const before = createApp(fence('vue-before'));
before.config.compilerOptions.isCustomElement = isCustomElement;
before.mount('#before');
// A property set by a script before the element is defined.
const early = document.createElement('sudoku-dlx');
early.id = 'early';
Object.assign(early, { mode: 'visualize', problem: 'queens 4', panels: 'counters', step: 4 });
document.body.append(early);

await import('sudoku-dlx/element');

const after = createApp(fence('vue-after'));
after.config.compilerOptions.isCustomElement = isCustomElement;
after.mount('#after');
window.vueMounted = true;
