// The README's VitePress recipe, as written: the element registered on the client.
import DefaultTheme from 'vitepress/theme';
export default {
  extends: DefaultTheme,
  async enhanceApp() {
    if (!import.meta.env.SSR) await import('sudoku-dlx/element');
  },
};
