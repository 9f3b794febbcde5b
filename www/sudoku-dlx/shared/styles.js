// What every mode's shadow root starts from (adopt-styles.js puts it first):
// the host sets each inherited property its layout depends on, so a page's
// own text styles (a centred body, a docs theme's line height, letter
// spacing or capitals) stop at the element. Each mode's stylesheet then
// sets its font and colours on the host.

export const HOST_STYLES = `
:host {
  font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  font-feature-settings: normal;
  font-variation-settings: normal;
  text-align: start;
  text-indent: 0;
  text-transform: none;
  text-shadow: none;
  letter-spacing: normal;
  word-spacing: normal;
  white-space: normal;
  word-break: normal;
  overflow-wrap: normal;
  hyphens: manual;
  cursor: auto;
}
`;
