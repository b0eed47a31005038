/**
 * Where uploaded product photographs are kept, by key (`ab12…/original`): a folder on this
 * machine, or an S3-compatible bucket that every process of the store shares.
 */
export interface PhotoStorage {
  readonly kind: 'disk' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or undefined when nothing is stored under the key. */
  get(key: string): Promise<Buffer | undefined>;
  /** Removes the key; removing a key that is not there is not an error. */
  remove(key: string): Promise<void>;
}

/** Keys are made by the store (`[a-z0-9]` names and slashes); anything else never reaches a storage. */
export function checkPhotoKey(key: string): string {
  if (!/^[a-z0-9]{2,40}(\/[a-z0-9.-]{1,40}){0,3}$/.test(key)) throw new Error(`Not a photo storage key: ${key.slice(0, 60)}`);
  return key;
}
