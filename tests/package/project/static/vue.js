// Vue renders the element as VitePress does a Markdown fence: every
// attribute bound as a prop, once before the element is defined (Vue sets
// attributes on an unknown element) and once after (Vue sets properties),
// and then each prop changed on the live, upgraded element. A script also
// sets every property before the element is defined. Vue's development
// build warns "Failed setting prop" when a property cannot be set; the test
// reads the console for that, and reads back every property and the step
// reached (`window.expected`, by element id).
import { createApp, h, reactive } from 'vue';

const GIVENS = '..4....32......1';
const OTHER = '1...........4...';

/** A visualizer's props: every visualize attribute but `problem`, which `puzzle` overrides. */
const visualizer = (id) => ({
  id,
  mode: 'visualize',
  puzzle: GIVENS,
  label: 'From Vue',
  step: 3,
  speed: 7,
  loop: true,
  controls: 'playback timeline',
  panels: 'grid counters',
  compact: true,
});
/** A solver's props: every solve attribute. */
const solver = (id, watch) => ({
  id,
  mode: 'solve',
  puzzle: GIVENS,
  entries: '1...............',
  'count-limit': 5,
  watch,
});
/** A named problem playing by itself. */
const player = (id) => ({ id, mode: 'visualize', problem: 'queens 4', autoplay: true, speed: 'max' });

/** What each element must read, from the props it was given. */
function expectation({ id, 'count-limit': countLimit, ...props }) {
  const read = { ...props };
  if (countLimit !== undefined) read.countLimit = countLimit;
  if (read.speed === 'max') read.speed = Infinity;
  return [id, read];
}

/** Mounts at `selector` an app rendering one element of each kind, with props it can change later. */
function mountFences(selector, prefix) {
  const state = reactive({
    visualizer: visualizer(`${prefix}-visualizer`),
    solver: solver(`${prefix}-solver`, `${prefix}-visualizer`),
    player: player(`${prefix}-player`),
  });
  const app = createApp(() =>
    h('div', [h('sudoku-dlx', state.visualizer), h('sudoku-dlx', state.solver), h('sudoku-dlx', state.player)]),
  );
  app.config.compilerOptions.isCustomElement = (tag) => tag === 'sudoku-dlx';
  app.mount(selector);
  return state;
}

const expected = {};
const remember = (props) => {
  const [id, read] = expectation(props);
  expected[id] = read;
};

const before = mountFences('#before', 'vue-before');
// Every property set by a script before the element is defined.
for (const props of [visualizer('early-visualizer'), solver('early-solver', 'early-visualizer')]) {
  const element = document.createElement('sudoku-dlx');
  const { 'count-limit': countLimit, ...rest } = props;
  Object.assign(element, rest, countLimit === undefined ? {} : { countLimit });
  document.body.append(element);
  remember(props);
}

await import('sudoku-dlx/element');

const after = mountFences('#after', 'vue-after');
for (const state of [before, after]) for (const props of Object.values(state)) remember(props);

window.expected = expected;
window.vueMounted = true;

/** Changes every prop Vue set, on the upgraded elements; answers the new expectations. */
window.changeProps = () => {
  for (const state of [before, after]) {
    Object.assign(state.visualizer, {
      puzzle: OTHER,
      label: 'Changed by Vue',
      step: 5,
      speed: 'max',
      loop: false,
      controls: 'timeline',
      panels: 'grid',
      compact: false,
    });
    Object.assign(state.solver, { puzzle: OTHER, entries: '.2..............', 'count-limit': 9, watch: 'elsewhere' });
    Object.assign(state.player, { problem: 'queens 5', autoplay: false });
    for (const props of Object.values(state)) remember(props);
  }
  return expected;
};
