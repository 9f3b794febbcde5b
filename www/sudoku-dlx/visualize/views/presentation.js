// Which controls and panels the visualizer shows, and its compact size. The
// frame's parts carry `data-control` or `data-panel` names (layout.js); the
// root lists the names shown, and the rules below hide the rest, so nothing
// else needs to know what is hidden.

import { CONTROLS, PANELS } from '../settings.js';

/** @typedef {import('../settings.js').Presentation} Presentation */

/**
 * @param {HTMLElement} root the frame's `.dlx-vis`
 * @param {Presentation} presentation
 */
export function present(root, { controls, panels, compact }) {
  root.dataset.controls = controls.join(' ');
  root.dataset.panels = panels.join(' ');
  root.toggleAttribute('data-compact', compact);
}

const hide = (/** @type {string} */ list, /** @type {string} */ name, /** @type {string} */ attribute) =>
  `.dlx-vis[data-${list}]:not([data-${list}~="${name}"]) [data-${attribute}="${name}"] { display: none !important; }`;

export const PRESENTATION_STYLES = `
${CONTROLS.map((name) => hide('controls', name, 'control')).join('\n')}
${PANELS.map((name) => hide('panels', name, 'panel')).join('\n')}
.dlx-vis[data-controls]:not([data-controls~="playback"]):not([data-controls~="speed"]) .dv-controls,
.dlx-vis[data-panels]:not([data-panels~="description"]):not([data-controls~="problem"]) .dv-head { display: none; }
.dlx-vis[data-panels]:not([data-panels~="matrix"]) .dv-main { grid-template-columns: minmax(0, 1fr); }
.dlx-vis[data-panels]:not([data-panels~="matrix"]) .dv-side { grid-template-columns: repeat(auto-fit, minmax(220px, 1fr)); }
.dlx-vis[data-compact] { max-width: 420px; padding: 8px; font-size: 13px; }
.dlx-vis[data-compact] h3, .dlx-vis[data-compact] .dv-custom, .dlx-vis[data-compact] .dv-caption { display: none; }
.dlx-vis[data-compact] .dv-main { margin-top: 6px; gap: 8px; }
.dlx-vis[data-compact] .dv-panel { padding: 6px; }
.dlx-vis[data-compact] .dv-describe-box { font-size: 14px; }
.dlx-vis[data-compact] .dv-controls { margin: 6px 0 4px; }
`;
