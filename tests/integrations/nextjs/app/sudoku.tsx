'use client';
// The element in a client component: importing it registers <sudoku-dlx>
// (and imports nothing of the browser's on the server, where Next renders
// the page first). The JSX types come with the package.
import 'sudoku-dlx/element';

const EASY = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';

export default function Sudoku() {
  return (
    <>
      <sudoku-dlx mode="solve" count-limit={5} theme="auto" />
      <sudoku-dlx mode="visualize" puzzle="..4....32......1" panels="grid counters" />
      <sudoku-dlx mode="ladder" puzzle={EASY} />
    </>
  );
}
