// The tour's chapters, in order: each one's words, the visualizer it opens
// (as a docs author embeds one: the element's attributes) and its
// exercises. Only what a chapter asks is written here; every answer comes
// from the engine (facts.js), never from this file.

/**
 * @typedef {object} Live the chapter's visualizer, as the element's attributes
 * @property {string} [problem] exact-cover text or a name (paper, knuth, queens 4)
 * @property {string} [puzzle] a Sudoku, one line
 * @property {string} [rule] the column rule
 * @property {number} step the step it opens at
 * @property {string} panels
 * @property {string} [controls]
 */

/**
 * @typedef {object} Exercise
 * @property {string} id unique in the tour, the key of its progress
 * @property {'choose' | 'hides' | 'lengths' | 'undo' | 'cover' | 'model' | 'colours'} kind
 * @property {number} [at] the step shown when it is asked: the event asked about is the next
 * @property {string} [question] what is asked (the modelling exercise's is its puzzle)
 * @property {string} [puzzle] the modelling exercise: what to model
 * @property {number} [expected] the modelling exercise: how many exact covers the puzzle has
 * @property {string} [start] the modelling exercise: the text the box starts with
 * @property {string} [problem] the colours exercise: the problem, with colours, whose options are ticked
 */

/**
 * @typedef {object} Chapter
 * @property {string} id its name in the address (`?chapter=`)
 * @property {string} title
 * @property {string} words its text, as HTML
 * @property {Live | null} live
 * @property {string} [instead] why a chapter has no live visualizer, as HTML
 * @property {Exercise[]} exercises
 */

/** The colours chapter's problem: two covers, which the engine finds (Algorithm C). */
const COLOUR_PROBLEM = `p q r | x y
p x:A
p x:B
q x:A y:C
q y:D
r y:C
r x:B`;

/** @type {Chapter[]} */
export const CHAPTERS = [
  {
    id: 'exact-cover',
    title: 'Exact cover',
    words: `
<p>An <em>exact cover</em> problem has <em>items</em> and <em>options</em>; each option is a
set of items. The task: choose options so that every item lies in exactly one of those chosen.
Knuth’s paper “Dancing Links” (2000) starts from this matrix: seven items, A to G, as columns, and
six options as rows, a 1 where an option holds an item.</p>
<pre class="matrix-text">A B C D E F G
C E F
A D G
B C F
A D
B G
D E G</pre>
<p>Exactly one choice of these options covers each of the seven items once: the exercise below
asks which, and the visualizer finds it (press Next solution). Many puzzles are exact cover in disguise: a Sudoku (each cell, and each digit in each
row, column and box, filled exactly once), placing queens, tiling a box with pentominoes.</p>`,
    live: { problem: 'paper', step: 0, panels: 'description matrix', controls: 'playback timeline' },
    exercises: [
      {
        id: 'exact-cover-solution',
        kind: 'cover',
        question: 'Which options form the exact cover? Tick them.',
      },
    ],
  },
  {
    id: 'algorithm-x',
    title: 'Algorithm X on the paper’s matrix',
    words: `
<p>Knuth’s Algorithm X (TAOCP 7.2.2.1) finds every exact cover by trying, and undoing:</p>
<ol class="steps">
  <li><b>X1</b> Initialize: set up the items and options; the level <var>l</var> is 0.</li>
  <li><b>X2</b> Enter level <var>l</var>: if no (primary) item is left, the options <var>x</var><sub>0</sub> … <var>x</var><sub><var>l</var>−1</sub> are a
    solution: visit it and go to X8.</li>
  <li><b>X3</b> Choose an item <var>i</var> that is left (below: one with the fewest options).</li>
  <li><b>X4</b> Cover <var>i</var>: take it out of the list of items, hide every option that holds it from
    the other items’ lists, and set <var>x</var><sub><var>l</var></sub> to <var>i</var>’s first option.</li>
  <li><b>X5</b> Try <var>x</var><sub><var>l</var></sub>: if <var>i</var> has no option left to try, go to X7; else cover every other
    item of <var>x</var><sub><var>l</var></sub>, add 1 to <var>l</var> and go to X2.</li>
  <li><b>X6</b> Try again: uncover the other items of <var>x</var><sub><var>l</var></sub>, in the reverse order, set
    <var>x</var><sub><var>l</var></sub> to <var>i</var>’s next option, and go to X5.</li>
  <li><b>X7</b> Backtrack: uncover <var>i</var>.</li>
  <li><b>X8</b> Leave level <var>l</var>: stop if <var>l</var> is 0; else subtract 1 from <var>l</var> and go to X6.</li>
</ol>
<p>Each step of the visualizer below is one of these moves, named by its step. The matrix greys
what is covered; the stack shows each level’s item and the option it tries; the tree grows a
branch for each option tried. Step with → and ←, or press Play.</p>`,
    live: { problem: 'paper', rule: 'knuth', step: 0, panels: 'description matrix stack tree' },
    exercises: [
      {
        id: 'x-first-choice',
        kind: 'choose',
        at: 0,
        question: 'At the start, which item does X3 choose? (Knuth’s rule: the fewest options, the leftmost of a tie.)',
      },
      {
        id: 'x-second-choice',
        kind: 'choose',
        at: 5,
        question: 'Option A D G has been tried, and its items covered. Which item does X3 choose at level 1?',
      },
    ],
  },
  {
    id: 'dancing-links',
    title: 'Dancing links: cover and uncover',
    words: `
<p>Algorithm X spends its time hiding options and bringing them back. Knuth’s <em>dancing
links</em> keeps each item’s options as a circular doubly linked list. To hide node x, its
neighbours forget it:</p>
<pre>DLINK(ULINK(x)) ← DLINK(x),  ULINK(DLINK(x)) ← ULINK(x)</pre>
<p>but x keeps its own two links. So bringing it back is the same two writes the other way,</p>
<pre>DLINK(ULINK(x)) ← x,  ULINK(DLINK(x)) ← x</pre>
<p>as long as the nodes come back in exactly the reverse of the order they left: uncover
walks its loops backwards (up where cover went down, left where it went right). Each item’s
length LEN is kept beside its list, so X3 reads it without counting.</p>
<p>Below, the paper’s matrix as links, at the step where option A D G has been chosen. Open
<em>Knuth’s memory table</em> under the links for the arrays as TAOCP prints them (LLINK,
RLINK, ULINK, DLINK, TOP and LEN). Step to a cover (→), then walk through it one write at a
time with <em>write ▶</em> and <em>◀ write</em>; step back (←) to an uncover and watch it make
the same writes in the reverse order.</p>`,
    live: { problem: 'paper', rule: 'knuth', step: 3, panels: 'description links matrix' },
    exercises: [
      {
        id: 'links-hides',
        kind: 'hides',
        at: 3,
        question: 'Option A D G is tried: X5 covers D next. Which options does that cover hide?',
      },
      {
        id: 'links-lengths',
        kind: 'lengths',
        at: 3,
        question: 'And after that cover of D, how many options does each item left have (its LEN)?',
      },
      {
        id: 'links-backtrack',
        kind: 'undo',
        at: 11,
        question:
          'Item E has no option left: a dead end. Until the search tries its next option, which items does backtracking uncover?',
      },
    ],
  },
  {
    id: 'choice-rule',
    title: 'MRV and the choice rule',
    words: `
<p>X3 may choose any item left and still find every solution, but the choice decides how big
the search tree grows. Knuth’s rule is the <em>minimum remaining values</em> heuristic: take an
item with the fewest options (LEN), since an item with one option forces it, and one with none
ends the branch at once. Among items of equal length he takes the leftmost, as his program
<code>dlx1</code> does.</p>
<p>This is TAOCP’s own example (6), items a to g. At step 22 items b, c, e and g have one option
each; which does Knuth’s rule take? The visualizer’s rule control offers two more: the
<em>weighed</em> rule (among the shortest items, the one whose options hide the most, this
project’s default) and the <em>first</em> item left, which shows how much the rule matters.</p>`,
    live: { problem: 'knuth', rule: 'knuth', step: 21, panels: 'description matrix stack' },
    exercises: [
      {
        id: 'rule-tie',
        kind: 'choose',
        at: 21,
        question: 'Option a d f is tried and its items covered. Which item does Knuth’s rule choose next?',
      },
    ],
  },
  {
    id: 'sudoku',
    title: 'Sudoku as exact cover',
    words: `
<p>A Sudoku is exact cover with four kinds of item: each <em>cell</em> gets one digit, and each
row, column and box gets each digit once (R1#3: row 1 holds a 3). An option is one digit in one
cell, R2C3=4, and holds four items: its cell, and its digit in its row, column and box.</p>
<p>A 4×4 has 64 items and 64 options. The one below has four givens, so the matrix leaves out what
they settle: 48 items and 24 options are left to search. An item’s options are a cell’s candidates (or a
digit’s places in a unit), so MRV finds naked and hidden singles by itself: an item of length 1
is a forced move. The grid shows each open cell’s candidates as the options still linked.</p>
<p>Then model a puzzle yourself: the box below is solved by the engine, and your model is right
when it has exactly as many covers as the puzzle has solutions.</p>`,
    live: { puzzle: '..4....32......1', step: 0, panels: 'description grid matrix' },
    exercises: [
      {
        id: 'sudoku-model',
        kind: 'model',
        puzzle:
          'A Latin square of order 3: fill a 3×3 grid with 1, 2 and 3 so that each row and each column holds each digit once. Write its items on the first line, then one option a line (a digit in a cell, and what it fills).',
        expected: 12,
        start: 'c11 c12 c13 c21 c22 c23 c31 c32 c33 r1#1 r1#2 r1#3\nc11 r1#1\n',
      },
    ],
  },
  {
    id: 'secondary',
    title: 'Secondary items: queens',
    words: `
<p>Some constraints say <em>at most once</em>, not exactly once. Place n queens on an n×n board,
none attacking another: each row and each column holds exactly one queen, but a diagonal may hold
none. Knuth makes such items <em>secondary</em>: written after a <code>|</code> on the first
line, they are covered when an option holding them is chosen, so no other option can take them,
but X2 does not wait for them, and X3 never chooses one.</p>
<p>4 queens, below: rows r1–r4 and columns c1–c4 are primary; the diagonals a1–a7 and b1–b7 are
secondary. A solution covers every <em>primary</em> item; some diagonals stay empty.</p>`,
    live: { problem: 'queens 4', step: 4, panels: 'description matrix stack' },
    exercises: [
      {
        id: 'queens-hides',
        kind: 'hides',
        at: 4,
        question:
          'A queen is placed at r2 c1 (option r2 c1 a2 b5). Column c1 is covered; now diagonal a2 is. Which options does that hide?',
      },
    ],
  },
  {
    id: 'colours',
    title: 'Colours',
    words: `
<p>Knuth’s Algorithm C extends X with <em>colours</em>: an option may give a secondary item a
colour, written <code>x:A</code>. Options that give the same item the same colour may be chosen
together; a different colour conflicts. Crosswords (a cell shared by two words must hold the same
letter) and many tilings are modelled this way.</p>
<p>The engine has Algorithm C, in both dancing links and dancing cells. The step-by-step view
does not play colours yet, so this chapter shows the engine’s answer instead of a live search. The problem below has primary items p, q, r and secondary
items x, y:</p>
<pre class="matrix-text" id="colour-problem">${COLOUR_PROBLEM}</pre>`,
    live: null,
    instead: `<p class="colour-answer">The engine, run in this page, finds <output id="colour-answer">…</output></p>`,
    exercises: [
      {
        id: 'colours-other',
        kind: 'colours',
        problem: COLOUR_PROBLEM,
        question:
          'The engine’s first cover is above. Tick the options of another: p, q and r each in exactly one, and x and y each given one colour, or none.',
      },
    ],
  },
  {
    id: 'dancing-cells',
    title: 'Dancing cells',
    words: `
<p>Knuth’s newer <em>dancing cells</em> (his program <code>ssxc1</code>, 2023) runs the same
search over sparse sets instead of linked lists. Each item owns a run of option nodes whose first
LEN entries are its active options; hiding an option swaps it behind that prefix and shortens
LEN. Undoing walks nothing: hiding only permutes a run, so writing back the lengths saved on
entering a level restores every set (Christine Solnon’s idea). The active items are a sparse set
too, and a solution is an empty set of primary items.</p>
<p>Below, the search of the Algorithm X chapter made on sparse sets: the cells panel shows the
active items, then each item’s run, its active options before the bar and the hidden ones after
it. Step forward and back, and compare with the
links.</p>`,
    live: { problem: 'paper', rule: 'knuth', step: 2, panels: 'description cells matrix' },
    exercises: [
      {
        id: 'cells-lengths',
        kind: 'lengths',
        at: 1,
        question: 'X4 covers item A. After it, what is the length of each item left?',
      },
    ],
  },
];

/**
 * The chapter named `id`, or null.
 * @param {string | null} id
 */
export function chapterNamed(id) {
  return CHAPTERS.find((chapter) => chapter.id === id) ?? null;
}
