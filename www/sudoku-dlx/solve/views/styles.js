// The solver's stylesheet, inside the element's shadow root so that no page
// style leaks in and none leaks out: its parts (styles/), one a part of the
// panel, in the order the cascade needs (the small screens' rules last, over
// the rest). Hosts theme it through the --sd-* custom properties
// (styles/theme.js).

import { THEME_STYLES } from './styles/theme.js';
import { BOARD_STYLES } from './styles/board.js';
import { MARKS_STYLES } from './styles/marks.js';
import { CELLS_STYLES } from './styles/cells.js';
import { STATUS_STYLES } from './styles/status.js';
import { CONTROLS_STYLES } from './styles/controls.js';
import { GAME_BAR_STYLES } from './styles/game-bar.js';
import { STAGE_STYLES } from './styles/stage.js';
import { PAD_STYLES } from './styles/pad.js';
import { SMALL_SCREEN_STYLES } from './styles/small-screens.js';

export const SOLVER_STYLES = [
  THEME_STYLES,
  BOARD_STYLES,
  MARKS_STYLES,
  CELLS_STYLES,
  STATUS_STYLES,
  CONTROLS_STYLES,
  GAME_BAR_STYLES,
  STAGE_STYLES,
  PAD_STYLES,
  SMALL_SCREEN_STYLES,
].join('');
