import { z } from 'zod';

/** Route meta as the server menu tree carries it (screens.md §2.2). */
export const menuMetaSchema = z.object({
  locale: z.string(),
  requiresAuth: z.boolean(),
  icon: z.string().optional(),
  order: z.number().optional(),
  roles: z.array(z.string()).optional(),
  hideInMenu: z.boolean().optional(),
  link: z.string().optional(),
});

/** One node of POST /dashboard/user/menu's tree. */
export interface MenuNode {
  path: string;
  name: string;
  meta: z.infer<typeof menuMetaSchema>;
  children?: MenuNode[];
}
export const menuNodeSchema: z.ZodType<MenuNode> = z
  .lazy(() =>
    z.object({
      path: z.string(),
      name: z.string(),
      meta: menuMetaSchema,
      children: z.array(menuNodeSchema).optional(),
    }),
  )
  .meta({ id: 'MenuNode' });
