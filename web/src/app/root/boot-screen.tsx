import { Spinner } from '@blueprintjs/core';

/** Shown while the first navigation is being decided (the guard may fetch the profile). */
export function BootScreen() {
  return (
    <div className="od-boot" aria-busy="true">
      <Spinner size={32} />
    </div>
  );
}
