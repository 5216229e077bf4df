import { Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { lazyChunk } from '../lib/lazy-chunk.ts';
import { stepUpStore } from '../stores/step-up-store.ts';

const StepUpDialog = lazyChunk(() =>
  import('./step-up-dialog.tsx').then((m) => ({ default: m.StepUpDialog })),
);

/** Mounts the step-up dialog once a call asks for a code (its code is not part of the first load). */
export function StepUpHost() {
  const { open } = useSnapshot(stepUpStore);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <StepUpDialog />
    </Suspense>
  );
}
