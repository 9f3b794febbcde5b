// Touch targets: on a phone every control of the visualizer is at least
// 44 px each way, the size a finger hits without a second try. Last in the
// stylesheet, so it wins over each view's own sizes for a mouse.

export const TOUCH_STYLES = `
@container (max-width: 520px) {
  .dv-controls button, .dv-mini button, .dv-preset, .dv-rule, .dv-custom button, .dv-to-matrix,
  .dv-tree-zoom, .dv-follow, .dv-mx-toggle button, .dv-mx-groups button, .dv-memory-bar button {
    min-width: 44px; min-height: 44px;
  }
  .dv-controls button, .dv-mini button { height: 44px; }
  .dv-timeline input, .dv-speed input { height: 44px; }
  /* A summary stays a list item, to keep its marker; padding centres its line. */
  .dlx-vis summary { box-sizing: border-box; min-height: 44px; padding: 12px 0; }
}`;
