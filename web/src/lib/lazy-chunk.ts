import {
  Component,
  type ComponentType,
  createElement,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
} from 'react';
import { isChunkFetchError } from './chunk-import.ts';

/**
 * How many times the operator asked to load again what failed (the connection notice's Retry, a
 * Ctrl+K after the palette's code failed): a lazy component whose load failed before the last ask
 * loads again when it is next drawn.
 */
let asked = 0;
const boundaries = new Set<() => void>();

/** The operator asked again: failed lazy components load again, and every ChunkBoundary draws its children again. */
export function askChunksAgain(): void {
  asked += 1;
  for (const reset of [...boundaries]) reset();
}

/**
 * React.lazy for a chunk of the console's code, that a failed load does not break for good: React
 * keeps a lazy component's rejected load, so once its chunk failed (the connection) it threw the same
 * error on every later render. Here, after `askChunksAgain`, the next render makes a new lazy, which
 * imports again; the import itself asks for the chunk under a fresh URL (lib/chunk-import.ts). Not on
 * the failure itself: React draws a failed component again at once, which would fetch in a loop.
 */
// biome-ignore lint/suspicious/noExplicitAny: as React.lazy's own signature, any component's props
export function lazyChunk<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): T {
  let failedAt: number | null = null;
  const fresh = () =>
    lazy(() =>
      load().catch((error: unknown) => {
        failedAt = asked;
        throw error;
      }),
    );
  let current: LazyExoticComponent<T> = fresh();
  function LazyChunk(props: object) {
    if (failedAt !== null && failedAt < asked) {
      failedAt = null;
      current = fresh();
    }
    return createElement(current as unknown as ComponentType<object>, props);
  }
  return LazyChunk as unknown as T;
}

interface ChunkBoundaryProps {
  children: ReactNode;
  /** Called once when a chunk below failed to load (its notice is the toast: lib/stale-chunk.ts). */
  onChunkError?: () => void;
}

/**
 * Draws nothing in place of children whose code did not load (the toast says why and offers Retry or
 * Reload), rather than the error taking the page down; draws them again after `askChunksAgain`. Any
 * other error goes on to the boundary above.
 */
export class ChunkBoundary extends Component<ChunkBoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  private readonly reset = () => this.setState({ error: null });

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidMount() {
    boundaries.add(this.reset);
  }

  override componentWillUnmount() {
    boundaries.delete(this.reset);
  }

  override componentDidCatch(error: unknown) {
    if (isChunkFetchError(error)) this.props.onChunkError?.();
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    if (isChunkFetchError(this.state.error)) return null;
    throw this.state.error;
  }
}
