/**
 * The refinement of a PATCH body: it must name at least one field, so an empty edit is a 400
 * rather than a 200 that only bumps updated_at. Use as `.refine(...somethingToUpdate)`.
 */
export const somethingToUpdate = [
  (v: object) => Object.keys(v).length > 0,
  { message: 'Nothing to update' },
] as const;
