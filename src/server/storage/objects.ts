import type { ObjectInfo, Storage } from './types';

/** Moves an object with the driver's own move, or by copy and delete when it has none. */
export async function moveObject(storage: Storage, from: string, to: string): Promise<void> {
  if (storage.move) return storage.move(from, to);
  const object = await storage.get(from);
  if (!object) {
    if (await storage.get(to)) return;
    throw new Error(`Nothing to move at ${from}`);
  }
  await storage.put(to, object.body, { contentType: object.contentType });
  await storage.delete(from);
}

/** Objects with sizes and times; a driver without them reports every object as just written. */
export async function listObjects(storage: Storage, prefix: string): Promise<ObjectInfo[]> {
  if (storage.listObjects) return storage.listObjects(prefix);
  const keys = await storage.list(prefix);
  return keys.map((key) => ({ key, size: 0, modifiedAt: new Date() }));
}
