// The development inbox the journeys read what a user would get by e-mail or SMS: the answers of
// picture codes and the one-time codes sent. Reads poll the inbox until what is asked for is there.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect, vi } from 'vitest';

export type DevInbox = {
  messages: { id: string; to: string; code: string | null; time: string }[];
  captchas: { codeToken: string; answer: string }[];
};

const INBOX_TIMEOUT_MS = 10_000;

export const readDevInbox = async (baseUrl: string): Promise<DevInbox> => {
  const res = await fetch(`${baseUrl}/finance-gateway/api/dev/inbox`);
  return ((await res.json()) as { result: DevInbox }).result;
};

/** What `find` finds in the inbox, once it is there. */
export const waitForInbox = async <T>(
  baseUrl: string,
  find: (inbox: DevInbox) => T | undefined,
  what: string,
): Promise<T> => {
  let found: T | undefined;
  try {
    await vi.waitUntil(
      async () => {
        found = find(await readDevInbox(baseUrl));
        return found !== undefined;
      },
      { timeout: INBOX_TIMEOUT_MS, interval: 200 },
    );
  } catch {
    throw new Error(`nothing in the development inbox: ${what}`);
  }
  return found!;
};

/** The answer of the picture code a captcha image of the page shows. */
export const captchaAnswer = async (page: Page): Promise<string> => {
  await page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>('[data-testid="captcha-image"]');
    return Boolean(img?.complete && img.naturalWidth > 0);
  });
  const src = (await page.getByTestId('captcha-image').getAttribute('src')) ?? '';
  const base = new URL(page.url()).origin;
  const codeToken = new URL(src, base).searchParams.get('codeToken');
  return waitForInbox(
    base,
    (inbox) => inbox.captchas.find((c) => c.codeToken === codeToken)?.answer,
    `captcha answer of ${codeToken}`,
  );
};

/** Ids of the messages in the inbox now, to tell a code sent afterwards from older ones. */
export const messageIds = async (baseUrl: string) =>
  new Set((await readDevInbox(baseUrl)).messages.map((m) => m.id));

/** The code of the first message to `to` that was not in the inbox `before`. */
export const newCode = (baseUrl: string, to: string, before: Set<string>): Promise<string> =>
  waitForInbox(
    baseUrl,
    (inbox) =>
      inbox.messages.find((m) => m.to === to && !before.has(m.id) && m.code)?.code ?? undefined,
    `a new code for ${to}`,
  );

/**
 * A new picture code of an API (`api` is `mer` or `ops`), answered from the inbox as a user reads
 * the picture: the token and the answer a login sends.
 */
export const apiCaptcha = async (baseUrl: string, api: 'mer' | 'ops') => {
  const codeToken = randomUUID().replaceAll('-', '');
  const url = `${baseUrl}/finance-gateway/api/${api}/common/vcode?codeToken=${codeToken}`;
  expect((await fetch(url)).ok).toBe(true);
  const answer = (await readDevInbox(baseUrl)).captchas.find(
    (c) => c.codeToken === codeToken,
  )?.answer;
  expect(answer).toBeTruthy();
  return { codeToken, answer };
};
