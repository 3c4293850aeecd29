/** Diner §3: a menu keeps only its categories with plates (nor is an empty one's picture shown). */
export function categoriesWithPlates<C extends { readonly plates: readonly unknown[] }>(categories: readonly C[]): C[] {
  return categories.filter((category) => category.plates.length > 0);
}
