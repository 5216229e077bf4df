// What a signed-in operator's keyboard needs at once, as one lazy chunk (signed-in-keyboard.tsx):
// the shortcuts and the palette's key listener, with the catalogue's key parsing they share.
export { PaletteOnFirstUse } from './palette-on-first-use.tsx';
export { ShortcutLayer } from './shortcut-layer.tsx';
