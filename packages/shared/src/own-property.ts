/**
 * Lookups by a key that came from outside (a body key, a stored name): only the map's own entries
 * count, so `constructor`, `toString` or `__proto__` find nothing instead of Object's prototype.
 */
export function ownValue<T>(map: Readonly<Partial<Record<string, T>>>, key: string): T | undefined {
  return Object.hasOwn(map, key) ? map[key] : undefined;
}
