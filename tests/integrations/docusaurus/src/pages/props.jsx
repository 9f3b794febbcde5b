// Every prop React sets on the element, kept: the first set of elements is
// rendered on the server (attributes in the HTML, then hydrated) when the
// page is opened, or by React in the browser before the element is defined
// (React sets attributes) when a link leads here; the second set after it
// is defined (React sets properties); then every prop changes on the live
// elements. The test reads `window.expected` back from each element.
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Layout from '@theme/Layout';
import { useEffect, useState } from 'react';

const GIVENS = '..4....32......1';
const OTHER = '1...........4...';
const FIRST = {
  visualizer: {
    mode: 'visualize',
    puzzle: GIVENS,
    label: 'From React',
    step: 3,
    speed: 7,
    loop: true,
    controls: 'playback timeline',
    panels: 'grid counters',
    compact: true,
  },
  solver: { mode: 'solve', puzzle: GIVENS, entries: '1...............', 'count-limit': 5, watch: 'x' },
  player: { mode: 'visualize', problem: 'queens 4', autoplay: true, speed: 'max' },
};
const CHANGED = {
  visualizer: {
    mode: 'visualize',
    puzzle: OTHER,
    label: 'Changed by React',
    step: 5,
    speed: 'max',
    loop: false,
    controls: 'timeline',
    panels: 'grid',
    compact: false,
  },
  solver: { mode: 'solve', puzzle: OTHER, entries: '.2..............', 'count-limit': 9, watch: 'elsewhere' },
  player: { mode: 'visualize', problem: 'queens 5', autoplay: false, speed: 'max' },
};
const SETS = ['first', 'after'];

/** What each element must read back: by id, every prop under its property's name. */
function expectation(props, sets) {
  const expected = {};
  for (const set of sets) {
    for (const [kind, { 'count-limit': countLimit, ...read }] of Object.entries(props)) {
      if (countLimit !== undefined) read.countLimit = countLimit;
      if (read.speed === 'max') read.speed = Infinity;
      expected[`${set}-${kind}`] = read;
    }
  }
  return expected;
}

function Fences({ set, props }) {
  return Object.entries(props).map(([kind, attributes]) => (
    <sudoku-dlx key={kind} id={`${set}-${kind}`} {...attributes} />
  ));
}

export default function Props() {
  const [defined, setDefined] = useState(false);
  const [props, setProps] = useState(FIRST);
  useEffect(() => {
    // Whether the first set was rendered before the element was defined.
    window.definedAtFirstRender = Boolean(customElements.get('sudoku-dlx'));
    customElements.whenDefined('sudoku-dlx').then(() => setDefined(true));
  }, []);
  useEffect(() => {
    if (!defined) return;
    window.expected = expectation(FIRST, SETS);
    window.changeProps = () => {
      setProps(CHANGED);
      return expectation(CHANGED, SETS);
    };
  }, [defined]);
  return (
    <Layout title="Props">
      <Head>
        <script type="module" src={useBaseUrl('/sudoku-dlx/element.js')} />
      </Head>
      <main>
        {(defined ? SETS : SETS.slice(0, 1)).map((set) => (
          <Fences key={set} set={set} props={props} />
        ))}
      </main>
    </Layout>
  );
}
