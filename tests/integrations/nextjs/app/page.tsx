import Sudoku from './sudoku';

export default function Home() {
  return (
    <main>
      <h1>Sudoku</h1>
      <Sudoku />
    </main>
  );
}
