// A folder other systems drop files into (the bank's camt.054 inbox, its pain.002 reports inbox):
// each *.xml is claimed by renaming it to `<name>.taking` before it is read, so a file still being
// written, or one another process claimed first, is left for the next sweep.
import { mkdir, readdir, rename } from 'node:fs/promises';
import path from 'node:path';

/** The files claimed now, in name order: the dropped name and the claimed path to read. */
export async function* claimDropped(
  inbox: string,
): AsyncGenerator<{ name: string; taking: string }> {
  await mkdir(inbox, { recursive: true });
  for (const name of (await readdir(inbox)).sort()) {
    if (!name.toLowerCase().endsWith('.xml')) continue;
    const taking = path.join(inbox, `${name}.taking`);
    try {
      await rename(path.join(inbox, name), taking);
    } catch {
      continue;
    }
    yield { name, taking };
  }
}
