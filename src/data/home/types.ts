import * as v from 'valibot';
import type { PagedMetaSchema } from '../../api/envelope';
import { PRODUCT_FAMILIES, type ProductFamily } from '../../config/paths';

/**
 * The catalogue's replies (decisions.md, "Entity fields the spec does not show"), checked by
 * api.ts. Required: what a card needs to be right (its link, its price); the rest has a default.
 */
export const CategorySchema = v.object({ id: v.number(), name: v.string() });
export type Category = v.InferOutput<typeof CategorySchema>;
export const CategoriesSchema = v.array(CategorySchema);

/** Names the detail screen's route: an unknown family would be a dead link. */
export const ProductFamilySchema = v.picklist(PRODUCT_FAMILIES);
export type { ProductFamily };

export const ProductItemSchema = v.object({
  id: v.number(),
  name: v.string(),
  description: v.nullish(v.string(), ''),
  /** Yuan, the lowest premium; a missing one would show the product as free. */
  price: v.number(),
  /** e.g. 元/年起 */
  priceUnit: v.nullish(v.string(), ''),
  /** Pictures are shown only from safe URLs (lib/url safeImageUrl). */
  image: v.optional(v.string()),
  /** The insurer's full name and mark, shown on the card. */
  insurer: v.optional(v.string()),
  insurerLogo: v.optional(v.string()),
  tags: v.nullish(v.array(v.string()), () => []),
  /** The product lives on an external page: ask product/jump_link and go to payload.url. */
  jump: v.nullish(v.boolean(), false),
  /**
   * Who runs that external page (its full name), told to the visitor before they leave
   * (ui/LeavingSheet); without it, the insurer's name.
   */
  partner: v.optional(v.string()),
  /** 'off' sends the visitor to /ProductGuide. */
  status: v.picklist(['on', 'off']),
  family: ProductFamilySchema,
});
export type ProductItem = v.InferOutput<typeof ProductItemSchema>;
export const ProductListSchema = v.array(ProductItemSchema);

export interface ProductListQuery {
  productCategoryId: number;
  /** 1-based page number. */
  pageCount: number;
  pageSize: number;
}

export type ProductListMeta = NonNullable<v.InferOutput<typeof PagedMetaSchema>>;

export const JumpLinkSchema = v.object({ url: v.string() });
export type JumpLink = v.InferOutput<typeof JumpLinkSchema>;
