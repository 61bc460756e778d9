// A Storage stand-in for unit tests of code that keeps state in localStorage or sessionStorage;
// `items` lets a test look at or plant what is stored.
export function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}
