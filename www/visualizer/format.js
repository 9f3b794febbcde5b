// Numbers as people read them (12,345). toLocaleString builds a formatter on
// every call, too slow for once a frame; this one is built once.

const NUMBER = new Intl.NumberFormat('en-US');

export function formatNumber(n) {
  return NUMBER.format(n);
}
