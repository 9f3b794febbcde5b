// What ladder mode loads when it is first shown, as one module: the panel,
// its styles and the ladder's engine. One dynamic import, not three, so a
// bundler splitting the code makes one chunk of it, not several.

export { LadderPanel } from './ladder-panel.js';
export { LADDER_STYLES } from './styles.js';
export { loadLadderEngine } from '../engine/load.js';
