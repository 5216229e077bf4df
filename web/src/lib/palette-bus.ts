/**
 * Asks the command palette to open an action's page (the palette listens to this window event;
 * `detail.actionId` names the catalogue action), so a screen's button runs exactly what the palette runs.
 */
export const OPEN_PALETTE_EVENT = 'opsdeck:open-palette';

export function openPaletteAction(actionId: string): void {
  window.dispatchEvent(new CustomEvent(OPEN_PALETTE_EVENT, { detail: { actionId } }));
}
