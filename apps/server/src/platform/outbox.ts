// Outgoing e-mail and SMS. Every message is first written to the outbox table (inside the caller's
// transaction), then delivered after commit: by SMTP when SMTP_URL is set (nodemailer), otherwise
// it stays in the table as the development outbox that /finance-gateway/api/dev/inbox shows.
// SMS has no provider yet: messages are kept in the outbox and, in production, marked failed.
import { desc, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from './config.ts';
import type { Db, DbOrTx } from './db/client.ts';
import { outbox } from './db/schema.ts';

export type OutgoingMessage = {
  channel: 'email' | 'sms';
  to: string;
  kind: string;
  subject: string;
  body: string;
  /** The one-time code carried, for the development inbox; never stored in production. */
  code?: string;
};

export type Outbox = {
  /** Writes the message in the caller's transaction; returns its id for `deliver`. */
  queue(db: DbOrTx, message: OutgoingMessage): Promise<string>;
  /** Writes many messages in one statement (in the caller's transaction); returns their ids. */
  queueMany(db: DbOrTx, messages: OutgoingMessage[]): Promise<string[]>;
  /** Delivers queued messages; failures are recorded on the row, never thrown. */
  deliver(ids: string[]): Promise<void>;
  /**
   * Delivers after the caller has answered: nobody waits for a mail server to accept a message
   * that is already committed. `settle` waits for what is still on its way (shutdown, tests).
   */
  send(ids: string[]): void;
  settle(): Promise<void>;
};

export const createOutbox = (db: Db, config: Config, log: FastifyBaseLogger): Outbox => {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  const onTheWay = new Set<Promise<void>>();
  const outboxApi: Outbox = {
    async queue(tx, message) {
      const [id] = await outboxApi.queueMany(tx, [message]);
      return id!;
    },
    async queueMany(tx, messages) {
      const ids: string[] = [];
      // A thousand rows per statement keeps its parameters well under PostgreSQL's limit.
      for (let i = 0; i < messages.length; i += 1000) {
        const rows = await tx
          .insert(outbox)
          .values(
            messages.slice(i, i + 1000).map((message) => ({
              channel: message.channel,
              recipient: message.to,
              kind: message.kind,
              subject: message.subject,
              body: message.body,
              devCode: config.isProduction ? null : (message.code ?? null),
              status: 'queued',
            })),
          )
          .returning({ id: outbox.id });
        ids.push(...rows.map((row) => row.id));
      }
      return ids;
    },
    async deliver(ids) {
      if (ids.length === 0) return;
      const rows = await db.select().from(outbox).where(inArray(outbox.id, ids));
      // Development keeps messages for its inbox: marked together, after the loop.
      const forInbox: string[] = [];
      for (const row of rows) {
        if (row.status !== 'queued') continue;
        if (row.channel === 'email' && transport) {
          try {
            await transport.sendMail({
              from: config.mailFrom,
              to: row.recipient,
              subject: row.subject,
              text: row.body,
            });
            // The code has reached its owner; the copy in the database is no longer needed.
            await db
              .update(outbox)
              .set({ status: 'sent', sentAt: new Date(), body: '[delivered]' })
              .where(eq(outbox.id, row.id));
          } catch (error) {
            log.error({ err: error, outboxId: row.id }, 'e-mail delivery failed');
            await db
              .update(outbox)
              .set({ status: 'failed', error: String((error as Error).message).slice(0, 500) })
              .where(eq(outbox.id, row.id));
          }
          continue;
        }
        if (config.isProduction) {
          log.error({ outboxId: row.id, channel: row.channel }, 'no delivery provider configured');
          await db
            .update(outbox)
            .set({ status: 'failed', error: `no ${row.channel} provider configured` })
            .where(eq(outbox.id, row.id));
          continue;
        }
        forInbox.push(row.id);
      }
      if (forInbox.length > 0) {
        await db
          .update(outbox)
          .set({ status: 'dev', sentAt: new Date() })
          .where(inArray(outbox.id, forInbox));
      }
    },
    send(ids) {
      if (ids.length === 0) return;
      const delivery = outboxApi
        .deliver(ids)
        .catch((error: unknown) => log.error({ err: error, outboxIds: ids }, 'delivery failed'))
        .finally(() => onTheWay.delete(delivery));
      onTheWay.add(delivery);
    },
    async settle() {
      await Promise.all([...onTheWay]);
    },
  };
  return outboxApi;
};

/** The latest messages, newest first: what the development inbox shows. */
export const listRecentMessages = (db: DbOrTx, limit: number) =>
  db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(limit);
