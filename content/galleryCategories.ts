/** The gallery's categories, in the order of the filter buttons (after "All"). Kept apart from schema.ts so
 * the browser bundle does not pull in the schema library. */
export const galleryCategories = ['Decoration', 'Photography', 'Groom Makeup', 'Bridal Makeup', 'Entertainment', 'Gifts'] as const
