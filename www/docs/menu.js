// The docs site's phone menu (a <details>) closes when one of its links is
// followed, so a section of the same page is not left under the open list.

const menu = document.querySelector('details.menu');
menu?.addEventListener('click', (event) => {
  if (event.target instanceof Element && event.target.closest('a')) menu.removeAttribute('open');
});
