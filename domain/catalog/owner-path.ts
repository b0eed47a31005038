/** The owner page of a bike model (spec section 2, /my-{product}): `/my-endurance-sl/` for the parent bike `/endurance-sl/`. */
export function ownerPath(modelUrlKey: string): string {
  return `/my-${modelUrlKey}/`;
}
