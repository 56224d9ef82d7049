// The outbox hands messages over after the caller answers (send), and whoever must know they are
// out (shutdown, tests) waits for them (settle).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../platform/db/schema.ts';
import { useTestApp } from '../test/suite.ts';

const t = useTestApp();

const statusOf = async (id: string) =>
  (await t.database.db.select().from(outbox).where(eq(outbox.id, id)))[0]?.status;

describe('outbox', () => {
  it('delivers what is sent without the caller waiting, and settles when it is out', async () => {
    const { outbox: box } = t.app.deps;
    const id = await box.queue(t.database.db, {
      channel: 'email',
      to: 'someone@tradebridge.dev',
      kind: 'notify.test',
      subject: 'Subject',
      body: 'Body',
    });
    expect(box.send([id])).toBeUndefined();
    await box.settle();
    // No mail server here (development): the message stays readable in the development inbox.
    expect(await statusOf(id)).toBe('dev');
  });

  it('settles at once with nothing on its way', async () => {
    await expect(t.app.deps.outbox.settle()).resolves.toBeUndefined();
  });
});
