// What ladder mode loads when it is first shown, as one module: the panel's
// controller, its styles and the ladder's engine. One dynamic import, not
// three, so a bundler splitting the code makes one chunk of it, not several.

export { LadderController } from './controller.js';
export { LADDER_STYLES } from './views/styles.js';
export { loadLadderEngine } from '../engine/load.js';
