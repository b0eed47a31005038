/** A filter value's code from a name: `Fabric Cycling` → `fabric-cycling` (manufacturers are filtered by it). */
export function manufacturerCode(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
