/**
 * In-page timing of the palette: from a keystroke (keydown, or the input event of text inserted
 * without one) to the list updated in the DOM and laid out (a MutationObserver on the list, then a
 * forced layout), and to the next animation frame after it. Samples go to `window.__paletteBench`.
 */
export interface ProbeSample {
  /** Keystroke → list updated and laid out (ms): its DOM changed, or the view committed an unchanged list. */
  dom: number | null;
  /** Keystroke → the next animation frame (ms). */
  frame: number;
  /** Items rendered after the update. */
  items: number;
  /** The query after the keystroke. */
  query: string;
}

export interface ProbeApi {
  samples: ProbeSample[];
  reset(): void;
  /** The view committed a new result (a React layout effect): the update is done even if the DOM stayed. */
  committed(): void;
}

declare global {
  interface Window {
    __paletteBench?: ProbeApi;
  }
}

export function installProbe(): void {
  const samples: ProbeSample[] = [];
  let keyAt: number | null = null;
  let started: number | null = null;
  let domAt: number | null = null;
  let commitAt: number | null = null;

  const observer = new MutationObserver(() => {
    if (started === null || domAt !== null) return;
    const list = document.querySelector('[cmdk-list]');
    list?.getBoundingClientRect(); // force style and layout of the new list
    domAt = performance.now();
  });

  function start(t0: number) {
    const list = document.querySelector('[cmdk-list]');
    if (!list) return;
    started = t0;
    domAt = null;
    commitAt = null;
    observer.observe(list, { childList: true, subtree: true, characterData: true });
    requestAnimationFrame(() => {
      const frameAt = performance.now();
      observer.disconnect();
      const doneAt = domAt ?? commitAt;
      samples.push({
        dom: doneAt === null ? null : doneAt - t0,
        frame: frameAt - t0,
        items: document.querySelectorAll('[cmdk-item]').length,
        query: document.querySelector<HTMLInputElement>('[cmdk-input]')?.value ?? '',
      });
      started = null;
    });
  }

  window.addEventListener(
    'keydown',
    () => {
      keyAt = performance.now();
    },
    true,
  );
  window.addEventListener(
    'input',
    () => {
      const now = performance.now();
      // The keydown of this input, if there was one (inserted text has none).
      start(keyAt !== null && now - keyAt < 50 ? keyAt : now);
      keyAt = null;
    },
    true,
  );
  window.__paletteBench = {
    samples,
    reset: () => samples.splice(0),
    committed: () => {
      if (started === null || commitAt !== null) return;
      document.querySelector('[cmdk-list]')?.getBoundingClientRect();
      commitAt = performance.now();
    },
  };
}
