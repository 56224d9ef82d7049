// The development inbox: what a developer needs to register and log in without a mail server.
import type { DevInbox } from '@tradebridge/contracts';
import type { Db } from '../../../platform/db/client.ts';
import { listRecentMessages } from '../../../platform/outbox.ts';
import { listDevCaptchas } from './repository.ts';

export const listDevInbox = async (db: Db): Promise<DevInbox> => {
  const [messages, answers] = await Promise.all([
    listRecentMessages(db, 50),
    listDevCaptchas(db, 20),
  ]);
  return {
    messages: messages.map((m) => ({
      id: m.id,
      to: m.recipient,
      channel: m.channel as 'email' | 'sms',
      kind: m.kind,
      subject: m.subject,
      body: m.body,
      code: m.devCode,
      time: m.createdAt.toISOString(),
    })),
    captchas: answers.map((c) => ({
      codeToken: c.codeToken,
      answer: c.devAnswer ?? '',
      time: c.createdAt.toISOString(),
    })),
  };
};
