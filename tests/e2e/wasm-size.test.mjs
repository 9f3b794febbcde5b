// The wasm modules' sizes are targets of the project, and they grow
// quietly: a formatted float or a hash map costs kilobytes. Unlike speed,
// size is exact, so it is checked here. The core (pkg/) is what every page
// that solves fetches, and the shipping issue's budget is 40 KiB; the
// stepper and the estimate (pkg-stepper/, the visualizer's), the techniques
// (pkg-logic/: hints, ratings and the generator) and the ladder
// (pkg-ladder/) load only when first used, so a new feature goes there or
// behind its own feature, not into the core. Run after `npm run build`.

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { gzipSync } from 'node:zlib';

// The core's is the budget (it was 29,429 bytes when set); each
// other is about 2 KiB above its size when set: the stepper's build 54,273
// (48,791 before Rust took over the replay), the techniques' 74,728, the
// ladder's 74,197 (68,618 before the replay). The dancing-cells view's
// mirror (src/cells/mirror.rs) took the stepper from 54,386 to 57,745, and
// with the race's cells lane the ladder from 74,300 to 78,027: each budget
// was raised by 3 KiB. The engine's two ways of covering (branches on an
// item's length or none; docs/performance.md) took the techniques' from
// 76,472 to 77,466, and their budget to 77 KiB. The stepper's took over
// two things the page did in JavaScript, from 58,754 to 66,677: each
// packed array read by name (src/contract.rs: the matrix's nodes, the
// options' items and the placements in one call each, where three JS
// modules parsed the node layout), 62,565; and the classic problems
// (src/classic.rs: the visualizer's queens, Langford pairs and pentominoes
// are the command line's matrices, where the page wrote its own), 67,006,
// its budget to 67 KiB. The ladder's no longer carries the stepper, since
// dancing links steps through RungStepper like every rung: from 78,442 to
// 63,658, its budget to 64 KiB. The daily puzzle (its dates, the week's
// levels and the `daily` export) took the techniques' from 77,785 to
// 79,077 (79,255 after merging the contract's work), and their budget
// to 78 KiB; the core is unchanged. The reader's choice of the column rule
// (a search loop for each of the three rules, where the stepper had the
// default's alone) took the stepper from 67,006 to 68,698. Bounds on work
// and imports that catch what a caller's value throws (issue 32) took the
// core from 31,009 to 32,842, the stepper with the three rules to 71,383,
// the ladder from 63,658 to 66,647, and the techniques' with the daily
// puzzle to 80,435: their budgets to 72, 67 and 79 KiB. Hints drawn whole
// and marks judged against the clues and entries (issue 34: a chain's
// links, simple colouring's second colour and a fish's lines in the hint's
// JSON, and the search for a solution within a player's marks) took the
// techniques' from 80,443 to 82,777 (the core and the others unchanged),
// their budget to 81 KiB. Knuth's memory table (src/dlx/memory.rs: dlx1's
// list of items kept beside the replay, every field a traced cover or
// uncover writes, `replayMemory` and `replayWrites`, and the table part
// way through a step for link-by-link playback) took the stepper from
// 71,383 to 74,090 (168,961 to 175,565 bytes before gzip), and its budget
// to 74 KiB. Colours (Knuth's x:A, Algorithm C in both engines, issue
// 36) took the ladder's, which holds solveExactCover, from 63,658 to
// 72,225 and the stepper's, whose fromExactCover reads the same syntax,
// from 67,006 to 70,923 before bounds. Merged with all of the above: core
// 33,210 (main 32,920), stepper 77,934 (74,090), ladder 76,537 (67,559),
// techniques 83,026 (82,777); budgets 77, 75 and 82 KiB. The Sudoku
// encoding's assert in place of expect (which formatted the error with
// core's Debug machinery) took them to core 32,098, stepper 76,112,
// ladder 75,535, techniques 82,046: budgets 75, 74 and 81 KiB. Variant
// puzzles (issue 36: ISS's constraint strings, the houses, groups, edges
// and whole-cage options, solveVariant and countVariant) are built into
// the techniques' module, not the core, which they would have grown by
// 18,298 bytes (gzip -9 of the shell, 32,022 to 50,320): the techniques'
// from 82,046 to 100,511, their budget to 100 KiB. The
// boards of the classic problems (issue 35: queensBoard, langfordBoard and
// pentominoesBoard, where each option puts what, the pentominoes' loops
// shared with their text through one dyn callback) and Knuth's estimate
// under the column rule chosen (one copy of the probes for the three rules,
// which choose by the rule's name anyway) took the stepper from 76,112 to
// 77,593 (179,169 to 183,460 bytes before gzip; the boards' loops
// monomorphized twice cost 1,047 more): its budget to 76 KiB. Merged
// with the threads' path in Search::partial (+94 on main): 77,651
// (183,768 bytes before gzip).
// Problems held to memory in proportion to their text (issue 32 row 6:
// names in one string, every allocation whose size the text sets asked
// for with try_reserve and its refusal an error naming the line), lines
// ending at a lone CR, the 0/1 matrix's first line told from a line of
// items, and a lone surrogate told from a written U+FFFD took the two
// modules that read a problem's text by about 2 KB each before this
// merge (stepper 76,112 to 78,082, ladder 75,535 to 77,567): their
// budgets to 78 and 76 KiB. All of it merged (variants, boards, the
// estimate's rule, threads' paths, memory in proportion): core 32,098,
// stepper 79,862, ladder 78,441, techniques 100,295: budgets 79 and 77 KiB.
// The page's count and tally on every worker (issue 37): the split into
// pieces, with Knuth's estimate of each, and the pieces' `descend` are in
// the stepper's module, which holds the estimate already, and whose
// workers search the pieces; the core is untouched (with `descend` it
// grew to 34,210, with the split too to about 44,500). The stepper grew
// from 79,862 to 84,222 once the split and the estimate shared one
// copy of the probes and the split ordered its pieces by walking its tree
// rather than by a sort: its budget to 83 KiB.
// Thermometers, kropki dots, XV and their strict forms (#36: the parser,
// the pairs' narrowing and items, their errors) grew the logic package,
// which holds the variants, from 100,511 to 106,687: its budget to 105 KiB.
// Arrows took it to 113,478: their code, and Knuth's Algorithm C, which
// arrows that share a cell need (the first variant to search with
// colours). The page's variants (sketchVariant, what the page draws and
// the groups it referees, and isVariant; the JSON written by hand rather
// than by format! came out 338 bytes bigger) and their hints (variantHint
// and variantCandidates: the singles the variant's rules imply, cage
// fillings enumerated) took it on to 128,575: its budget to 126 KiB.
// Multiplicities (#36: Knuth's Algorithm M, a search of its own on its own
// links, behind solveExactCover and countExactCover, and the reading of
// u:v|item) took the ladder's, which holds those exports, from 78,441 to
// 82,831, its budget to 82 KiB; the stepper, which only reads the syntax
// to refuse it, to 80,508 before the split joined it; with both, 85,802:
// its budget to 84 KiB. The core, after all of it: 32,117 (32,098 before).
// Colours at Knuth's speed (#36: the links' ring of active items for
// Algorithm C, as dlx2 keeps it, and the cells' forced moves, as ssxcc
// takes them; 1.2× to 2.6× faster on the colour bench) took the ladder's
// to 85,027 and the logic package to 129,458 (the stepper 85,415, the
// core 32,171): budgets 84 and 127 KiB.
// Killers on dancing cells (#36: Algorithm C on the sparse sets, which
// takes 3.5 to 5 times less CPU than dancing links on ISS's hardest
// killers, and the sums the 45 rule derives) took the logic package from
// 127,978 to 149,816 (149,865 after that merge), nearly all of it the cells engine
// with colours, which the package did not hold: its budget to 147 KiB.
// Generating killers and jigsaws (#36: random regions and cages, a
// randomised fill, the cage splits, the rating on a variant's houses, and
// generate's variant option) took the logic package from 127,978 to
// 139,575 before that merge, and the ladder's, whose rungs share the
// techniques' candidates (built from a layout now, and narrowed), from
// 83,704 to 84,294; merged, the logic package is 146,051, within 147 KiB.
// Watching a variant (#36: the stepper steps a variant's own matrix, so it
// now holds ISS's parser, the variants' encoding with its pairs, arrows and
// whole-cage fillings, each item and option named in the variant's words,
// the sketch's marks for the grid beside the matrix, and the estimate of a
// variant's tree) took the stepper from 85,802 to 123,176 (204,533 to
// 299,220 bytes before gzip): the marks, the replay's grid and the
// estimate about 2.5 KB of it, the houses and groups listed twice (the
// solver's list, and the named one the logic package does not carry) 1.3
// KB, the parser and the encoding with the names the rest. The core and
// the logic package were unchanged (128,684, main 128,689), and the demo
// page stays within its first visit's budget (load-budget.test.mjs). A
// stepper of its own for variants (a fifth package) would keep classic
// watching at 86 KB: its budget to 122 KiB.
// Large killer cages by their sets of symbols (#36: a cage item, its sets
// as options, a "symbol in the cage" item per symbol; 2× less CPU on
// TAREK_ALL) took the logic package from 146,054 to 147,878 (148,036
// merged with main), within 147 KiB, and the stepper from 123,192 to
// 124,996 (merged): it shows (and its estimate
// counts) every cage by its fillings, but the encoding takes that bound at
// run time, so the sets' code comes along. The stepper's budget to 123 KiB.
// Pill arrows, little killers and sandwiches (#36: ISS's three readers
// with their errors, the chains' machine, narrowing and coloured steps,
// their marks, rules in words and text) took the logic package from
// 146,054 to 152,332 (346,066 to 363,023 bytes before gzip) and the
// stepper, which holds the parser, the encoding and the sketch too, from
// 123,192 to 129,327 (299,591 to 315,609): their budgets to 150 and 127
// KiB. The core is byte-identical (32,171).
// Merged with the sets' work, not rebuilt before the deadline: about
// 154,300 and 131,100 estimated (the two growths added), budgets to 151 and 129 KiB.
// A killer player's rough edges (#36: variantBreaks, the engine judging a
// cage's sum broken from the grid, three ways, each said in words, with
// the sums any distinct digits left can make; and variantHint's guess
// where no single follows, in the variant's words) took the logic package
// from 153,987 (main rebuilt) to 157,455 (366,635 to 375,497 bytes before
// gzip), most of it the sentences and their formatting: its budget to
// 155 KiB. The core and the other packages are untouched.
// Implied cages (#36: the 45 rule's sums of any size by their sets, a
// cell in several set cages) took the logic package from 153,158 to
// 153,872 bytes (gzip -9; 154,737 as this test counts) and the stepper
// to 131,247: the core byte-identical. Merged with the hints above:
// 158,179 (377,532 before gzip), within 155 KiB.
// The links' colours at 1.23× dlx2 on slitherlink (8) (#36: covering that
// pushes no forced items under a rule that never reads them, a second
// copy of the cover and hide loops by const generic, and the colours laid
// out by handle) took the ladder's, which searches colours for the cover
// API, from about 85,000 to 86,917 as this test counts: its budget to 86
// KiB. The core grew 83 bytes (32,092 to 32,175).
// Those two core figures are gzip -9's; as this test counts (Node's zlib
// at level 9) they were 32,171 and 32,252 (69,609 and 69,737 bytes
// before gzip). #36's rule, no feature grows the core: the ring and the
// colours by handle kept by the search by Algorithm C (Algorithm::Beside),
// not by Matrix, whose building, clearing and dropping every classic
// solver carried, took the core to 69,469 bytes, 32,039 by gzip -9 and
// 32,115 as this test counts, below where it stood before the colours.
// The others, as this test counts: the stepper 131,402 to 131,488, the
// logic package 158,055 to 157,862, the ladder 86,915 to 86,892.
// The killers' constraint search (#36: src/csp/, the killer as a
// constraint problem in src/sudoku/variant/constraints.rs, the givens'
// checks split out of the encoding) took the logic package from 157,904
// to 168,034 bytes as this test counts: its budget to 165 KiB. The core
// byte-identical; the stepper 131,490 to 131,683. Every variant the
// constraint search takes sent to it, little killers as its sums and the
// houses' intersections (#36: ISS's X and windoku examples answered) took
// the logic package from 168,058 to 169,139: its budget to 166 KiB.
// A pill arrow with too many fillings to list refused (#36: counted by
// the sums its cells make, where listing them panicked across the wasm
// boundary) took the stepper, which encodes variants too, from 131,683
// to 132,358 and the logic package to 169,718: the stepper's budget to
// 130 KiB. (Counted in floats and written as a power of ten it cost
// 10 KB in each: float formatting.)
// ISS's branching on where a value goes in a house and the differences
// the houses imply (innies less outies, as signed sums) back in the
// killers' constraint problem (#36: EXTREME_KILLERS from 0.45x ISS to
// about 0.9-1.2x) took it from 168,034 to 171,903 (399,788 to 408,048
// bytes before gzip) before the merge with the above, and to 172,998
// (411,373) after, about 173,600 with the pill's refusal (not rebuilt):
// its budget to 170 KiB, over the 166 the lead set, for the lead to
// weigh. The core byte-identical.
// The rules on a pair judged from the grid alone (a thermometer's step, a
// dot, an X or a V, strict kropki or XV, non-consecutive: pair_breaks, so
// a page marks both cells of such a clash) and the sketch's kind took the
// logic package from 173,538 to 174,978 (412,769 to 415,639 before gzip):
// its budget to 171 KiB, for the lead to weigh. The little killers' sums
// across houses (house_sums.rs), paid for by ranking the first single's
// groups in three passes where the package's only stable sort was, took
// it from 174,978 to 172,912 (415,639 to 411,165 before gzip).
// A variant's hint doing what a killer player does before a guess (a
// cage's one way clearing its digits from its houses, the 45 rule's sums
// placing and narrowing, then the classic techniques on the variant's
// candidates, and the player's marks read so that the steps lead on:
// src/sudoku/variant/sums.rs) took the logic package from 173,538 to
// 181,817 (412,769 to 432,802 bytes before gzip; 181,985 merged with main), most of it the sums'
// search and their sentences; its budget to 178 KiB, for the lead to weigh.
// Paid back on the way: one sort of whole numbers where a sort of pairs
// cost 7.6 KB before gzip, logic's list words shared, and one call of the
// variants' search where a second closure copied it (3.6 KB). The first
// Hint on a killer had said "Guess" beside a cage of 3 in two cells.
// Merged with the pair rules (183,057) and the little killers' sums
// above: 181,395 (431,295 bytes before gzip), its budget to 178 KiB. A
// cage's single saying why the cage must hold its digit: 181,555.
// Killers with few one-cell cages (src/sudoku/variant/generate: cells
// left alone joined to a neighbour, two solutions told apart by a split
// whose sums differ or a cell moved, the one-cell cages left joined where
// the puzzle stays unique) and the 45 rule's cages in their rating took
// it from 181,555 to 186,211: its budget to 182 KiB, for the lead to weigh.
// The constraint search's second queue (the houses' intersections run
// late: ISS's 16×16 X in 45% fewer instructions in wasm) took it from
// 186,211 to 186,502: its budget to 183 KiB.
const LIMITS = {
  'pkg/sudoku_dlx_bg.wasm': 40 * 1024,
  'pkg-stepper/sudoku_dlx_bg.wasm': 130 * 1024,
  'pkg-logic/sudoku_dlx_bg.wasm': 183 * 1024,
  'pkg-ladder/sudoku_dlx_bg.wasm': 86 * 1024,
};

for (const [path, limit] of Object.entries(LIMITS)) {
  test(`${path} is at most ${limit} bytes gzipped`, async () => {
    const wasm = await readFile(new URL(`../../${path}`, import.meta.url));
    const gzipped = gzipSync(wasm, { level: 9 }).length;
    console.log(`${path}: ${wasm.length} bytes, ${gzipped} gzipped (limit ${limit})`);
    assert.ok(gzipped <= limit, `${gzipped} bytes gzipped is over ${limit}`);
  });
}
