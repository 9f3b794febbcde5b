// Example puzzles, chosen to show what the solver does with each kind of
// input; ladder mode races them too. `solutions` is what Count must say,
// and `level` what the rating says of one with a single solution; the
// tests check both.

export const EXAMPLES = [
  {
    label: 'Easy 9×9',
    solutions: 1,
    level: 'easy',
    puzzle: '.5..83.17...1..4..3.4..56.8....3...9.9.8245....6....7...9....5...729..861.36.72.4',
  },
  {
    // The first of magictour's top 1465: expert for people (a forcing chain),
    // and hard for naive backtracking.
    label: 'Expert 9×9',
    solutions: 1,
    level: 'expert',
    puzzle: '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........',
  },
  {
    // 17 is the fewest clues a 9×9 puzzle with a unique solution can have.
    label: '17 clues',
    solutions: 1,
    level: 'hard',
    puzzle: '.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...',
  },
  {
    label: 'Several solutions',
    solutions: 3,
    puzzle: '8.........95.......67.........472968...913245...856137....9.716...6.8492......583',
  },
  {
    // No two givens clash, yet no grid completes them: only the search can tell.
    label: 'No solution',
    solutions: 0,
    puzzle: '1...5.2.9..7.......6.......2...........5.1..2....2.39.3.4.9...15...1...3...8...4.',
  },
  {
    label: '4×4',
    solutions: 1,
    level: 'easy',
    puzzle: '.4....1....24...',
  },
  {
    label: '6×6',
    solutions: 1,
    level: 'easy',
    puzzle: '..34..4....63...2..6.....1....5.6...',
  },
  {
    label: '16×16',
    solutions: 1,
    level: 'expert',
    puzzle:
      '1.G5.DEA2..8..........6.5DGF..2.9........E..6..86....G.83.9CE.D..9..5...B.234D...G...2..9....A1B.8.16..B..E.9.G.2.3B.7..6.1.8EF5CBA..E.G..F.D54.......14...9.....2..F.A...47.68E..F...3CEA.....9..92B3...6...4A..F.A.92E.1.....68..DG.4..5..1...3.E....649.2FB..',
  },
  {
    label: '25×25',
    solutions: 1,
    level: 'easy',
    puzzle:
      '3B.G.E...O...F1.6DK..CM9...F1EH.3...CJ..9....6.PK8...O6.498.......NMP...LDJ9P...2J6.IBKEL..HC81....GJD..8.7...H.M..3.....F......3O.....9..1EM.8G7.I5.2IN4.1.D...G.O5.A9..H8J.L7.M.85927.GK6..IDF.3ONH....K.E..5O.J.B87AI....MPF..2....3.LE...FM.K5N.4D.1GO.JB..8GP...F3D7C.H..ILK......9A3D2..4.E.......BJ..E.K.M1..O....89L26.P.D74C67..C.LJ5..2G.H1.FD8.N.E.A3ID27....L.K6POBJ49.8.F5.OM.JC8..HD..2F.AG.3.K.PE5.1KFD.M.E6.HA4P87N.J..IB.6.CA.B4FP.M...H..2K.ON..D9...G...7J.NCL....F.A8MH.H...O..3..G...J.9LIC.D...8O.G.E..AF.........P.2.KN4..IL...3..6OM..5A2F.B.D..D.K.P.943...N8COFM...JA.1..3..FKD8ABI..J.9L.M..N...JL...N.C9.PK.7..D..6..',
  },
];
