/**
 * Runs `then` once, the first time `el` comes within `margin` of the viewport (an
 * IntersectionObserver, so nothing is measured on the main thread); at once where the browser has
 * no IntersectionObserver (jsdom). A screen's charts below the fold cost nothing until the operator
 * scrolls to them: on a phone the data analysis shows one or two of its eleven. An element that is
 * not drawn (`display: none`, a hidden tab) waits until it is. Returns a function that stops waiting.
 */
export function whenNearViewport(el: Element, then: () => void, margin = '0px'): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    then();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      then();
    },
    { rootMargin: `${margin} 0px` },
  );
  observer.observe(el);
  return () => observer.disconnect();
}
