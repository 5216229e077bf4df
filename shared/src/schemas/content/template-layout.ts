import { z } from 'zod';
import { colorSchema, mediaUrlSchema } from './common.js';
import {
  FONT_WEIGHTS,
  IMAGE_FITS,
  type LAYER_KINDS,
  LAYOUT_LIMITS,
  TEMPLATE_FONTS,
  TEXT_ALIGNS,
} from './values.js';

/**
 * The layout of a template (templates.layout, jsonb): a canvas and its layers, drawn in order (the
 * first layer is at the bottom). Positions and sizes are canvas pixels, (0,0) at the top left; a layer
 * rotates around its centre. Text layers carry the default text a member replaces; image layers are
 * slots a member fills with a photo (`slot` names it), showing `src` until then.
 */

// The limits and choices live in values.ts, without zod (the editor's fields draw them before zod).
export {
  FONT_WEIGHTS,
  IMAGE_FITS,
  LAYER_KINDS,
  LAYOUT_LIMITS,
  TEMPLATE_FONTS,
  TEXT_ALIGNS,
} from './values.js';

export const templateFontSchema = z.enum(TEMPLATE_FONTS);
export type TemplateFont = z.infer<typeof templateFontSchema>;

export type LayerKind = (typeof LAYER_KINDS)[number];

const layerIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'content.validation.layerId');
const coordinate = z.number().int().min(-LAYOUT_LIMITS.position).max(LAYOUT_LIMITS.position);
const size = z.number().int().min(1).max(LAYOUT_LIMITS.size);

const layerBase = {
  id: layerIdSchema,
  /** A label for the editor's layer list. */
  name: z.string().trim().max(40).default(''),
  x: coordinate,
  y: coordinate,
  width: size,
  height: size,
  /** Degrees clockwise around the layer's centre. */
  rotation: z.number().min(-360).max(360).default(0),
  opacity: z.number().min(0).max(1).default(1),
};

/** A text layer: default text, font, size, weight, colour, alignment. */
export const textLayerSchema = z.object({
  ...layerBase,
  kind: z.literal('text'),
  text: z.string().max(LAYOUT_LIMITS.text).default(''),
  fontFamily: templateFontSchema.default('sans-serif'),
  fontSize: z.number().int().min(LAYOUT_LIMITS.fontSizeMin).max(LAYOUT_LIMITS.fontSizeMax).default(32),
  fontWeight: z.enum(FONT_WEIGHTS).default('normal'),
  italic: z.boolean().default(false),
  color: colorSchema.default('#1d2129'),
  align: z.enum(TEXT_ALIGNS).default('left'),
  /** Line height as a multiple of the font size. */
  lineHeight: z.number().min(0.8).max(3).default(1.2),
  /** Whether a member may replace the text. */
  editable: z.boolean().default(true),
});
export type TextLayer = z.infer<typeof textLayerSchema>;

/** An image layer: a slot a member fills (`slot`), showing `src` (or an empty frame) until then. */
export const imageLayerSchema = z.object({
  ...layerBase,
  kind: z.literal('image'),
  slot: z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,39}$/, 'content.validation.slot'),
  src: mediaUrlSchema.nullable().default(null),
  fit: z.enum(IMAGE_FITS).default('cover'),
  /** Corner radius in canvas pixels. */
  radius: z.number().int().min(0).max(4000).default(0),
});
export type ImageLayer = z.infer<typeof imageLayerSchema>;

export const layerSchema = z.discriminatedUnion('kind', [textLayerSchema, imageLayerSchema]);
export type Layer = z.infer<typeof layerSchema>;
export type LayerInput = z.input<typeof layerSchema>;

/** The canvas: size in pixels, background colour and an optional background image (drawn `cover`). */
export const canvasSchema = z.object({
  width: z.number().int().min(LAYOUT_LIMITS.canvasMin).max(LAYOUT_LIMITS.canvasMax),
  height: z.number().int().min(LAYOUT_LIMITS.canvasMin).max(LAYOUT_LIMITS.canvasMax),
  background: colorSchema.default('#ffffff'),
  backgroundImage: mediaUrlSchema.nullable().default(null),
});
export type Canvas = z.infer<typeof canvasSchema>;

/** A template layout; layer ids are unique within it. */
export const templateLayoutSchema = z
  .object({
    canvas: canvasSchema,
    layers: z.array(layerSchema).max(LAYOUT_LIMITS.layers),
  })
  .superRefine((layout, ctx) => {
    const seen = new Set<string>();
    layout.layers.forEach((layer, i) => {
      if (seen.has(layer.id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['layers', i, 'id'],
          message: 'content.validation.layerIdTaken',
        });
      }
      seen.add(layer.id);
    });
  });
export type TemplateLayout = z.infer<typeof templateLayoutSchema>;
export type TemplateLayoutInput = z.input<typeof templateLayoutSchema>;
