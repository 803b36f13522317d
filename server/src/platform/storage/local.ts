import { createReadStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOf, isSafeKey, isSafePrefix, type ObjectStorage } from './storage.ts';

/** Files on the local disk under DATA_DIR/files: the embedded default. */
export class LocalStorage implements ObjectStorage {
  readonly kind = 'local';

  /** Uploads in progress, beside (never inside) the served folder, on the same disk so a move is a rename. */
  readonly incomingDir: string;

  constructor(readonly root: string) {
    this.incomingDir = `${root}.incoming`;
  }

  private pathOf(key: string): string {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return path.join(this.root, key);
  }

  async put(key: string, body: Buffer) {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, body);
  }

  async read(key: string) {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async open(key: string) {
    const file = this.pathOf(key);
    try {
      const info = await stat(file);
      if (!info.isFile()) return null;
      return {
        stream: createReadStream(file),
        size: info.size,
        contentType: contentTypeOf(key),
        lastModified: info.mtime,
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async exists(key: string) {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch {
      return false;
    }
  }

  async head(key: string) {
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? { size: info.size, contentType: contentTypeOf(key) } : null;
    } catch {
      return null;
    }
  }

  async readStart(key: string, bytes: number) {
    let handle: Awaited<ReturnType<typeof open>> | undefined;
    try {
      handle = await open(this.pathOf(key), 'r');
      const buffer = Buffer.alloc(bytes);
      const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
      return buffer.subarray(0, bytesRead);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    } finally {
      await handle?.close();
    }
  }

  /** Moves a finished upload (written to a temporary file on the same disk) into place. */
  async importFile(key: string, temporaryFile: string) {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    await rename(temporaryFile, file);
  }

  async delete(key: string) {
    await rm(this.pathOf(key), { force: true });
  }

  async deletePrefix(prefix: string) {
    if (!isSafePrefix(prefix)) throw new Error(`unsafe storage prefix: ${prefix}`);
    await rm(path.join(this.root, prefix), { recursive: true, force: true });
  }
}
