// Rsbuild's vanilla template, with the element: its page centres every text.
import './index.css';
import 'sudoku-dlx/element';

const EASY = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
document.querySelector('#root').innerHTML = `
  <div class="content">
    <h1>Rsbuild</h1>
    <sudoku-dlx mode="solve"></sudoku-dlx>
    <sudoku-dlx mode="visualize" puzzle="..4....32......1" panels="grid counters"></sudoku-dlx>
    <sudoku-dlx mode="ladder" puzzle="${EASY}"></sudoku-dlx>
  </div>`;
