// The solver's theme: the --sd-* custom properties, light and dark, that
// hosts may set from outside (they cross the shadow boundary, and a rule on
// the host outside wins over these defaults; the README lists them), and
// the host's own box. Dark is the element's `dark` state (shared/theme.js:
// its theme attribute, the page's dark mode or the system's).

export const THEME_STYLES = `
:host {
  color-scheme: light;
  --sd-fg: #1b2230;
  --sd-muted: #555f6d;
  --sd-bg: #ffffff;
  --sd-panel: #f7f8fa;
  --sd-rule: #c3c9d2;
  --sd-box-rule: #1b2230;
  --sd-accent: #1d4ed8;
  --sd-on-accent: #ffffff;
  --sd-given-bg: #e9edf2;
  --sd-solved: #1d4ed8;
  --sd-entry: #0b6e4f;
  --sd-proof: #1d4ed8;
  --sd-proof-bg: #dbeafe;
  --sd-proof-other: #ffffff;
  --sd-proof-other-bg: #c2410c;
  --sd-link: #1d4ed8;
  --sd-cover: rgb(180 83 9 / 0.35);
  --sd-removed: #b42318;
  --sd-differs-bg: #fef3c7;
  --sd-marks: #4b5563;
  --sd-hint-bg: #dcfce7;
  --sd-unit-bg: rgb(22 163 74 / 0.25);
  --sd-focus: #b45309;
  --sd-focus-bg: #fff7e0;
  --sd-error: #b42318;
  --sd-error-bg: #fdecea;
  --sd-lit-bg: #c9d8ff;
  --sd-lit-unit: rgb(29 78 216 / 0.08);
  /* The cell colours: Okabe and Ito's palette for colour-blind eyes, with grey and indigo, lightened. */
  --sd-colour-1: #f1ca73;
  --sd-colour-2: #a2d6f3;
  --sd-colour-3: #73cab2;
  --sd-colour-4: #f7f097;
  --sd-colour-5: #73b1d5;
  --sd-colour-6: #e8a673;
  --sd-colour-7: #e3b5cf;
  --sd-colour-8: #9c9c9c;
  --sd-colour-9: #8f85be;
  --sd-colour-blend: multiply;
  display: block;
  color: var(--sd-fg);
  font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
}
:host(:state(dark)) {
  color-scheme: dark;
  --sd-fg: #e6e9ef;
  --sd-muted: #a4adba;
  --sd-bg: #161b22;
  --sd-panel: #1f2630;
  --sd-rule: #465160;
  --sd-box-rule: #c9d1dc;
  --sd-accent: #6b9bff;
  --sd-on-accent: #0b1220;
  --sd-given-bg: #263040;
  --sd-solved: #8fb4ff;
  --sd-entry: #6ee7b7;
  --sd-proof: #bfdbfe;
  --sd-proof-bg: #1e3a8a;
  --sd-proof-other: #431407;
  --sd-proof-other-bg: #fdba74;
  --sd-link: #93c5fd;
  --sd-cover: rgb(251 191 36 / 0.35);
  --sd-removed: #ff8a80;
  --sd-differs-bg: #4a3b10;
  --sd-marks: #b6bfcc;
  --sd-hint-bg: #14532d;
  --sd-unit-bg: rgb(34 197 94 / 0.28);
  --sd-focus: #f59e0b;
  --sd-focus-bg: #3a2f12;
  --sd-error: #ff8a80;
  --sd-error-bg: #3b1715;
  --sd-lit-bg: #2b4478;
  --sd-lit-unit: rgb(107 155 255 / 0.12);
  --sd-colour-1: #7c5c11;
  --sd-colour-2: #356684;
  --sd-colour-3: #0b5a49;
  --sd-colour-4: #64632e;
  --sd-colour-5: #0a496e;
  --sd-colour-6: #5f3415;
  --sd-colour-7: #6e4963;
  --sd-colour-8: #30343a;
  --sd-colour-9: #2e2176;
  --sd-colour-blend: screen;
}
:host([hidden]) { display: none; }
* { box-sizing: border-box; }
`;
