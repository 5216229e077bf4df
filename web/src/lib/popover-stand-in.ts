import { Classes, PopoverInteractionKind, type PopoverNextProps, Utils } from '@blueprintjs/core';
import {
  Children,
  cloneElement,
  createElement,
  type FocusEvent,
  type ForwardRefExoticComponent,
  Fragment,
  forwardRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type RefAttributes,
  type SyntheticEvent,
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';

/**
 * A stand-in for Blueprint's `PopoverNext` (the build puts it in place of Blueprint's module,
 * `web/scripts/build-shims.ts`): the real one brings Floating UI and its hooks (about 20 KB
 * brotli) into every page that draws a menu item, a tooltip, a select or a closed popover, all of
 * them closed on a page's first paint. Until it is used, the stand-in draws only the target, as
 * Blueprint's `PopoverTarget` draws it closed (same element, classes, `aria-expanded`,
 * `aria-haspopup`, tab index), and loads the real one on the first hover or focus of its target.
 * The first click, Enter or Space (or a controlled `isOpen` turning true) opens it: the real
 * popover is drawn in its place, open, and the target keeps the focus (the element is drawn anew;
 * the stand-in moves the focus, and a text field's selection, to the new one before the real
 * popover's effects run, so the popover returns the focus there when it closes).
 */

type Real = ForwardRefExoticComponent<PopoverNextProps & RefAttributes<{ reposition(): void }>>;
type Loader = () => Promise<Real>;
type Why = 'open' | 'hover' | 'closed';

// (Blueprint's values are read only while drawing: the build evaluates this module inside
// Blueprint's own, before the rest of it)
const isHoverKind = (kind: string) =>
  kind === PopoverInteractionKind.HOVER || kind === PopoverInteractionKind.HOVER_TARGET_ONLY;

/** Where the focus was inside the target: the child indexes from the target down to it. */
function focusPath(root: Element): number[] | undefined {
  const active = document.activeElement;
  if (active == null || !root.contains(active)) return undefined;
  const path: number[] = [];
  for (let node: Element = active; node !== root; node = node.parentElement as Element) {
    path.unshift(Array.prototype.indexOf.call(node.parentElement?.children ?? [], node));
  }
  return path;
}

interface Swap {
  parent: Element;
  index: number;
  focus: number[] | undefined;
  selection: [number | null, number | null] | undefined;
}

function swapOf(target: Element | null): Swap | undefined {
  const parent = target?.parentElement;
  if (target == null || parent == null) return undefined;
  const active = document.activeElement;
  const selection =
    active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement
      ? ([active.selectionStart, active.selectionEnd] as [number | null, number | null])
      : undefined;
  return {
    parent,
    index: Array.prototype.indexOf.call(parent.children, target),
    focus: focusPath(target),
    selection,
  };
}

/**
 * Focus events the page does not see while the real popover replaces the stand-in: for the
 * operator the focus has not moved (a Suggest, for one, selects its whole text when its input is
 * focused, and the next key would replace it). React focuses an `autoFocus` field of the new
 * target itself, inside the commit.
 */
const FOCUS_EVENTS = ['focus', 'focusin', 'blur', 'focusout'] as const;
function unseenFocusEvents(): () => void {
  const stop = (e: Event) => e.stopImmediatePropagation();
  for (const type of FOCUS_EVENTS) window.addEventListener(type, stop, true);
  return () => {
    for (const type of FOCUS_EVENTS) window.removeEventListener(type, stop, true);
  };
}

/** Moves the focus to the element at the same place in the newly drawn target. */
function restoreFocus(swap: Swap | undefined) {
  if (swap?.focus === undefined) return;
  let node: Element | undefined = swap.parent.children[swap.index];
  for (const i of swap.focus) node = node?.children[i];
  if (!(node instanceof HTMLElement)) return;
  // (React has focused an `autoFocus` field already)
  if (node !== document.activeElement) node.focus({ preventScroll: true });
  if (swap.selection && (node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement)) {
    try {
      node.setSelectionRange(swap.selection[0], swap.selection[1]);
    } catch {
      // an input type without a selection (number, email): the caret stays where focus put it
    }
  }
}

/** Runs before the real popover's layout and passive effects (it is drawn first, beside it). */
function Restore({ swap }: { swap: { current: Swap | undefined } }) {
  useLayoutEffect(() => {
    restoreFocus(swap.current);
    swap.current = undefined;
  });
  return null;
}

/** An element's target drawn as Blueprint's PopoverTarget draws it while closed. */
function closedTarget(
  props: PopoverNextProps,
  ref: (el: HTMLElement | null) => void,
  handlers: Record<string, (e: never) => void>,
  hover: boolean,
): ReactElement | null {
  const {
    children,
    className,
    content,
    disabled = false,
    fill = false,
    interactionKind = PopoverInteractionKind.CLICK,
    openOnTargetFocus = true,
    popupKind,
    renderTarget,
    targetProps,
    targetTagName = 'span',
  } = props;
  const isContentEmpty = content == null || Utils.isEmptyString(content);
  const tabIndex = !isContentEmpty && !disabled && openOnTargetFocus && hover ? 0 : undefined;
  const own = {
    className: [className, Classes.POPOVER_TARGET, fill ? Classes.FILL : undefined].filter(Boolean).join(' '),
    ref,
  };
  const childProps = {
    'aria-expanded': hover ? undefined : false,
    'aria-haspopup':
      interactionKind === PopoverInteractionKind.HOVER_TARGET_ONLY ? undefined : (popupKind ?? 'menu'),
  };
  if (renderTarget !== undefined) {
    return renderTarget({
      ...own,
      ...childProps,
      ...handlers,
      isOpen: false,
      tabIndex,
    } as never) as ReactElement;
  }
  const child = Utils.ensureElement(Children.toArray(children)[0]) as
    | ReactElement<Record<string, unknown>>
    | undefined;
  if (child === undefined) return null;
  const cloned = cloneElement(child, {
    ...childProps,
    className: [child.props.className, fill ? Classes.FILL : undefined].filter(Boolean).join(' '),
    disabled: child.props.disabled,
    tabIndex: (child.props.tabIndex as number | undefined) ?? tabIndex,
  });
  return createElement(fill ? 'div' : targetTagName, { ...own, ...targetProps, ...handlers }, cloned);
}

/** Blueprint's own keyboard click on a target that is neither a button, a link nor a text field. */
function keyboardClick(event: KeyboardEvent<HTMLElement>) {
  if (!Utils.isKeyboardClick(event) || event.repeat) return;
  const target = event.target as HTMLElement;
  if (['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.isContentEditable) return;
  if (event.key === ' ') {
    if (target.closest('button') != null) return;
    event.preventDefault();
  } else if (target.closest('button, a') != null) return;
  event.currentTarget.click();
}

/** A PopoverNext that draws its target only, and the real one (from `load`) once used. */
export function popoverStandIn(load: Loader): Real {
  let real: Real | undefined;
  let loading: Promise<Real> | undefined;
  const loadReal = () => {
    loading ??= load().then((r) => (real = r));
    return loading;
  };

  const StandIn = forwardRef<{ reposition(): void }, PopoverNextProps>((props, ref) => {
    const { interactionKind = PopoverInteractionKind.CLICK, isOpen, defaultIsOpen, disabled } = props;
    const hover = isHoverKind(interactionKind);
    // 'closed' once the real one is drawn closed (it was loaded when this mounted)
    const [drawn, setDrawn] = useState<Why | undefined>(() => (real ? 'closed' : undefined));
    const targetEl = useRef<HTMLElement | null>(null);
    const swap = useRef<Swap | undefined>(undefined);
    const realRef = useRef<{ reposition(): void } | null>(null);
    const inside = useRef(false);
    const pressed = useRef(false);
    const swapping = useRef(drawn !== undefined);
    useImperativeHandle(ref, () => ({ reposition: () => realRef.current?.reposition() }), []);

    const draw = useCallback((why: Why) => {
      // In a task of its own: drawn within a keydown (a Suggest opens on its first key), the
      // new field would not get the key's character. Drawn in one step with `swapOf`, so no key
      // reaches the old target in between.
      void loadReal().then(() =>
        setTimeout(() => {
          if (swapping.current) return;
          swapping.current = true;
          swap.current = swapOf(targetEl.current);
          const unhide = unseenFocusEvents();
          try {
            flushSync(() => setDrawn(why));
          } finally {
            unhide();
          }
        }),
      );
    }, []);

    // a controlled popover asked open, or one open from the start
    const wantsOpen =
      drawn === undefined && !disabled && (isOpen === true || (isOpen === undefined && defaultIsOpen));
    useEffect(() => {
      if (wantsOpen) draw('open');
    }, [wantsOpen, draw]);

    const setTarget = useCallback((el: HTMLElement | null) => {
      targetEl.current = el;
    }, []);

    if (drawn !== undefined && real !== undefined) {
      const Real = real;
      const open = drawn === 'open' || (drawn === 'hover' && (inside.current || pressed.current));
      const realProps = isOpen === undefined && open ? { ...props, defaultIsOpen: true } : props;
      return createElement(
        Fragment,
        null,
        createElement(Restore, { swap }),
        createElement(Real, { ...realProps, ref: realRef }),
      );
    }

    const enter = (event: SyntheticEvent) => {
      inside.current = true;
      void loadReal();
      if (hover && !disabled) {
        event.persist?.();
        void loadReal().then(() => {
          if (!pressed.current && inside.current) draw('hover');
        });
      }
    };
    const leave = () => {
      inside.current = false;
    };
    const handlers: Record<string, (e: never) => void> = hover
      ? {
          onMouseEnter: (e: MouseEvent) => enter(e),
          onMouseLeave: leave,
          onFocus: (e: FocusEvent) => {
            if (props.openOnTargetFocus !== false) enter(e);
          },
          onBlur: leave,
          onPointerDown: () => {
            pressed.current = true;
          },
          onClick: () => {
            pressed.current = false;
          },
        }
      : {
          onMouseEnter: () => void loadReal(),
          onFocus: () => void loadReal(),
          onKeyDown: keyboardClick,
          onClick: (e: MouseEvent) => {
            if (disabled) return;
            if (isOpen === undefined) draw('open');
            else props.onInteraction?.(!isOpen, e as never);
          },
        };
    return closedTarget(props, setTarget, handlers, hover);
  });
  StandIn.displayName = 'Blueprint6.PopoverNext';
  return StandIn as Real;
}
